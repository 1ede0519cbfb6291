import { ConfigError } from './envValues'

const NUMBERS = [
  'SESSION_HOURS',
  'REMEMBER_DAYS',
  'PIN_TENANT_LIMIT',
  'GUEST_SESSIONS_PER_MINUTE',
  'TERMINAL_QUIET_SECONDS',
  'TERMINAL_RECHECK_MAX_SECONDS',
] as const
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/**
 * Refuses environment variables the server would otherwise quietly read as their defaults (a
 * SESSION_HOURS of "twelve" became 12) or fail on deep inside a library.
 */
export function checkEnvironment(env: NodeJS.ProcessEnv = process.env): void {
  for (const name of NUMBERS) {
    const value = env[name]
    if (value !== undefined && value !== '' && !(Number(value) > 0)) {
      throw new ConfigError(`${name} must be a number above 0, not "${value}".`)
    }
  }
  if (env.LOG_LEVEL && !LOG_LEVELS.includes(env.LOG_LEVEL)) {
    throw new ConfigError(
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${env.LOG_LEVEL}".`,
    )
  }
  if (env.DATABASE_URL && !/^postgres(ql)?:\/\/[^\s]+$/.test(env.DATABASE_URL)) {
    throw new ConfigError(
      'DATABASE_URL must look like postgres://user:password@host:5432/database; unset it to use the embedded database.',
    )
  }
  for (const name of ['COOKIE_SECURE', 'DRAWER_REQUIRED']) {
    const value = env[name]
    if (value && !['true', 'false'].includes(value)) {
      throw new ConfigError(`${name} must be true or false, not "${value}".`)
    }
  }
}
