import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Config } from './configTypes'
import {
  ConfigError,
  limits,
  pinLength,
  port,
  positive,
  terminalKind,
  trustProxy,
} from './envValues'
import { QUIET_MS, RECHECK_MAX_SECONDS } from './services/terminal/deps'
import { linklyConfig } from './services/terminal/linkly/config'

/** The repository's root, wherever the server is started from. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * New guest sessions a minute per client address, unless GUEST_SESSIONS_PER_MINUTE says: each is
 * a database row, made for any visitor without a cookie, so one client must not be able to make
 * them without end.
 */
export const GUEST_SESSIONS_PER_MINUTE = 30

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    version: string
  }
  return pkg.version
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production'
  const databaseUrl = env.DATABASE_URL || null
  const version = env.APP_VERSION || `v${packageVersion()}`
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
    linkly: linklyConfig(env, version),
    reportsUrl: env.REPORTS_URL || '/{tenant}/reports/pos',
    // Unset: the menu shows WEB-KIOSK disabled ("Web kiosk not configured"), never a dead link.
    webkioskUrl: env.WEBKIOSK_URL || '',
    sessionHours: positive(env.SESSION_HOURS, 12),
    pinTenantLimit: positive(env.PIN_TENANT_LIMIT, 50),
    pinLength: pinLength(env.PIN_LENGTH),
    // Up, not to the nearest: 0.4 would otherwise be a bound of 0, refusing every login page.
    guestSessionsPerMinute: Math.ceil(
      positive(env.GUEST_SESSIONS_PER_MINUTE, GUEST_SESSIONS_PER_MINUTE),
    ),
    rememberDays: positive(env.REMEMBER_DAYS, 30),
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : production,
    // In production cash asks for an open drawer; the demo and the tests sell cash without one.
    drawerRequired: env.DRAWER_REQUIRED ? env.DRAWER_REQUIRED === 'true' : production,
    trustProxy: trustProxy(env.TRUST_PROXY),
    limits: limits(env),
    mailGiveUpMs: positive(env.MAIL_GIVE_UP_HOURS, 24) * 3_600_000,
    gesParallel: Math.round(positive(env.GES_PARALLEL, 8)),
    version,
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: !production && !databaseUrl,
    terminal: terminalKind(env.TERMINAL),
    terminalTiming: {
      quietMs: positive(env.TERMINAL_QUIET_SECONDS, QUIET_MS / 1000) * 1000,
      recheckMaxSeconds: positive(env.TERMINAL_RECHECK_MAX_SECONDS, RECHECK_MAX_SECONDS),
    },
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
