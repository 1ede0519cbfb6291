import type { ServerLimits } from './security/serverLimits'
import type { LinklyConfig } from './services/terminal/linkly/config'
import type { TerminalTiming } from './services/terminal/deps'

export interface Config {
  port: number
  host: string
  production: boolean
  dataDir: string
  databaseUrl: string | null
  smtpUrl: string | null
  mailFrom: string
  gesUrl: string | null
  gesToken: string | null
  /** Linkly Cloud's addresses and this POS's names, when TERMINAL=linkly (null otherwise). */
  linkly: LinklyConfig | null
  reportsUrl: string
  webkioskUrl: string
  sessionHours: number
  /**
   * Wrong PINs in 10 minutes, across all kiosks of one university, before PIN checks lock for 5
   * minutes: a bound against a guess spread over kiosks, far above a hall's mistakes.
   */
  pinTenantLimit: number
  /** Every staff PIN's length, when the university keeps them one length: the pad then submits
   * a PIN that long by itself. Null when PINs differ in length. */
  pinLength: number | null
  /**
   * New guest sessions (a login form's first visit) one address may start in a minute: a bound on
   * rows a client can make. Kiosks behind one public address share it.
   */
  guestSessionsPerMinute: number
  rememberDays: number
  cookieSecure: boolean
  /**
   * Which proxies may name the client's address in X-Forwarded-For: false (none), their addresses
   * (a comma-separated list of addresses or CIDR ranges) or how many proxies stand in front (a
   * hop count). Never every sender: anyone could then pick the address the lockouts count.
   */
  trustProxy: false | number | string
  /** Timeouts and limits of the HTTP server, far above anything a kiosk meets. */
  limits: ServerLimits
  /** How long the mail outbox keeps trying a receipt before it is marked failed. */
  mailGiveUpMs: number
  /** Pushes the GES outbox sends at once. */
  gesParallel: number
  version: string
  logLevel: string
  /**
   * Whether a cash sale or a cash upgrade needs the kiosk's cash drawer open (a 409 otherwise);
   * EFTPOS never does, nor a sale made offline. DRAWER_REQUIRED; true in production by default.
   */
  drawerRequired: boolean
  /**
   * Which card terminals the kiosks are paired with: the built-in simulator (the default) or
   * Linkly Cloud. TERMINAL.
   */
  terminal: 'simulator' | 'linkly'
  /**
   * How long a terminal may be quiet before the recovery job asks it about an attempt, and the
   * longest wait between its questions to a terminal that does not answer (the back-off's cap).
   * TERMINAL_QUIET_SECONDS, TERMINAL_RECHECK_MAX_SECONDS.
   */
  terminalTiming: TerminalTiming
  /** Whether the demo universities, catalogue and staff are seeded into an empty database. */
  seedDemo: boolean
}
