import type { ServerLimits } from './security/serverLimits'

/** A setting the server cannot start with; main.ts prints its message alone, without a stack. */
export class ConfigError extends Error {}

/**
 * PORT, when set, must be a port number: an empty one would otherwise listen on a random port,
 * and a word fail deep inside Node with a stack trace.
 */
export function port(value: string | undefined): number {
  if (value === undefined) return 3000
  if (!/^\d{1,5}$/.test(value.trim()) || Number(value) > 65_535) {
    throw new ConfigError(`PORT must be a port number from 0 to 65535, not "${value}".`)
  }
  return Number(value)
}

export function positive(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

/** PIN_LENGTH: every staff PIN's length (4 to 8), or null when PINs differ in length. */
export function pinLength(value: string | undefined): number | null {
  if (!value) return null
  if (!/^[4-8]$/.test(value.trim())) {
    throw new ConfigError(`PIN_LENGTH must be a whole number from 4 to 8; it is "${value}".`)
  }
  return Number(value)
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

/** The HTTP server's timeouts and limits, from their variables. */
export function limits(env: NodeJS.ProcessEnv): ServerLimits {
  return {
    requestTimeoutMs: positive(env.REQUEST_TIMEOUT, 30) * 1000,
    headersTimeoutMs: positive(env.HEADERS_TIMEOUT, 10) * 1000,
    keepAliveTimeoutMs: positive(env.KEEP_ALIVE_TIMEOUT, 5) * 1000,
    bodyLimit: positive(env.BODY_LIMIT, 256 * 1024),
    maxConnections: positive(env.MAX_CONNECTIONS, 4000),
  }
}

/** TERMINAL: `simulator` (unset) or `linkly`; anything else would silently pick one. */
export function terminalKind(value: string | undefined): 'simulator' | 'linkly' {
  const text = value?.trim() || 'simulator'
  if (text === 'simulator' || text === 'linkly') return text
  throw new ConfigError(`TERMINAL must be "simulator" or "linkly", not "${value}".`)
}
