import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root, wherever the server is started from. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

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
  reportsUrl: string
  webkioskUrl: string
  sessionHours: number
  /**
   * Wrong PINs in 10 minutes, across all kiosks of one university, before PIN checks lock for 5
   * minutes: a bound against a guess spread over kiosks, far above a hall's mistakes.
   */
  pinTenantLimit: number
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
  /** Whether the demo universities, catalogue and staff are seeded into an empty database. */
  seedDemo: boolean
}

export interface ServerLimits {
  /** Whole request (headers and body) must arrive within this (REQUEST_TIMEOUT, seconds). */
  requestTimeoutMs: number
  /** Headers must arrive within this, and an idle new connection is closed (HEADERS_TIMEOUT). */
  headersTimeoutMs: number
  /** An idle kept-alive connection is closed after this (KEEP_ALIVE_TIMEOUT, seconds). */
  keepAliveTimeoutMs: number
  /** Largest request body in bytes (BODY_LIMIT). */
  bodyLimit: number
  /** Open connections beyond this are answered 503 and closed (MAX_CONNECTIONS). */
  maxConnections: number
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    version: string
  }
  return pkg.version
}

/** A setting the server cannot start with; main.ts prints its message alone, without a stack. */
export class ConfigError extends Error {}

/**
 * PORT, when set, must be a port number: an empty one would otherwise listen on a random port,
 * and a word fail deep inside Node with a stack trace.
 */
function port(value: string | undefined): number {
  if (value === undefined) return 3000
  if (!/^\d{1,5}$/.test(value.trim()) || Number(value) > 65_535) {
    throw new ConfigError(`PORT must be a port number from 0 to 65535, not "${value}".`)
  }
  return Number(value)
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

/**
 * TRUST_PROXY: unset or 'false' trusts no proxy; a number is a hop count; anything else a list of
 * proxy addresses. 'true' is refused: it would believe any X-Forwarded-For a client sends.
 */
export function trustProxy(value: string | undefined): false | number | string {
  const text = value?.trim() ?? ''
  if (!text || text === 'false') return false
  if (/^\d+$/.test(text)) return Number(text)
  if (text === 'true') {
    throw new ConfigError(
      "TRUST_PROXY=true would let any client choose the address the lockouts count. Set it to the proxies' addresses (TRUST_PROXY=10.0.0.5,10.0.0.6) or to how many proxies stand in front of the server (TRUST_PROXY=1).",
    )
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',')
}

function limits(env: NodeJS.ProcessEnv): ServerLimits {
  return {
    requestTimeoutMs: positive(env.REQUEST_TIMEOUT, 30) * 1000,
    headersTimeoutMs: positive(env.HEADERS_TIMEOUT, 10) * 1000,
    keepAliveTimeoutMs: positive(env.KEEP_ALIVE_TIMEOUT, 5) * 1000,
    bodyLimit: positive(env.BODY_LIMIT, 256 * 1024),
    maxConnections: positive(env.MAX_CONNECTIONS, 4000),
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production'
  const databaseUrl = env.DATABASE_URL || null
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    production,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Ceremony POS <no-reply@graduation-pos.invalid>',
    gesUrl: env.GES_URL || null,
    gesToken: env.GES_TOKEN || null,
    reportsUrl: env.REPORTS_URL || '/{tenant}/reports/pos',
    // Unset: the menu shows WEB-KIOSK disabled ("Web kiosk not configured"), never a dead link.
    webkioskUrl: env.WEBKIOSK_URL || '',
    sessionHours: positive(env.SESSION_HOURS, 12),
    pinTenantLimit: positive(env.PIN_TENANT_LIMIT, 50),
    rememberDays: positive(env.REMEMBER_DAYS, 30),
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : production,
    trustProxy: trustProxy(env.TRUST_PROXY),
    limits: limits(env),
    mailGiveUpMs: positive(env.MAIL_GIVE_UP_HOURS, 24) * 3_600_000,
    gesParallel: Math.round(positive(env.GES_PARALLEL, 8)),
    version: env.APP_VERSION || `v${packageVersion()}`,
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: !production && !databaseUrl,
  }
}

/** Settings the server starts with but probably should not; main.ts logs each at start. */
export function configWarnings(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  const warnings: string[] = []
  if (config.smtpUrl && !env.MAIL_FROM) {
    warnings.push(
      `SMTP_URL is set but MAIL_FROM is not: receipts go out from "${config.mailFrom}", which mail servers may refuse or file as spam. Set MAIL_FROM to a sender of your own domain.`,
    )
  }
  return warnings
}

/** loadConfig for a command: a setting it cannot start with ends it with that message alone. */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

export function tenantUrl(template: string, tenant: string): string {
  return template.replaceAll('{tenant}', encodeURIComponent(tenant))
}
