import { readFileSync } from 'node:fs'
import path from 'node:path'

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
  /** Wrong PINs a minute, across all kiosks of one university, before PIN checks lock for 5 minutes. */
  pinTenantLimit: number
  rememberDays: number
  cookieSecure: boolean
  /**
   * Which proxies may name the client's address in X-Forwarded-For (false: none). Trusting every
   * sender would let anyone pick the address the login lockout counts against.
   */
  trustProxy: boolean | string
  version: string
  logLevel: string
  /** Whether the demo universities, catalogue and staff are seeded into an empty database. */
  seedDemo: boolean
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { version: string }
  return pkg.version
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production'
  const databaseUrl = env.DATABASE_URL || null
  return {
    port: env.PORT === undefined ? 3000 : Number(env.PORT),
    host: env.HOST || '127.0.0.1',
    production,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Ceremony POS <no-reply@graduation-pos.invalid>',
    gesUrl: env.GES_URL || null,
    gesToken: env.GES_TOKEN || null,
    reportsUrl: env.REPORTS_URL || 'https://reports.graduation-pos.example/{tenant}/reports/pos',
    webkioskUrl: env.WEBKIOSK_URL || 'https://webkiosk.graduation-pos.example/{tenant}',
    sessionHours: positive(env.SESSION_HOURS, 12),
    pinTenantLimit: positive(env.PIN_TENANT_LIMIT, 5),
    rememberDays: positive(env.REMEMBER_DAYS, 30),
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : production,
    trustProxy:
      !env.TRUST_PROXY || env.TRUST_PROXY === 'false'
        ? false
        : env.TRUST_PROXY === 'true'
          ? true
          : env.TRUST_PROXY,
    version: env.APP_VERSION || `v${packageVersion()}`,
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: !production && !databaseUrl,
  }
}

export function tenantUrl(template: string, tenant: string): string {
  return template.replaceAll('{tenant}', encodeURIComponent(tenant))
}
