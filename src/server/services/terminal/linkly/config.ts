import { ConfigError } from '../../../envValues'

/** What the Linkly adapter needs from the environment (TERMINAL=linkly). */
export interface LinklyConfig {
  /** Linkly's authentication service: pairing and tokens (LINKLY_AUTH_URL). */
  authUrl: string
  /** Linkly's POS API: transactions, status, keys (LINKLY_API_URL). */
  apiUrl: string
  /** This server's public address, where Linkly sends its notifications (LINKLY_NOTIFY_URL). */
  notifyUrl: string
  /** The installation's key for the notifications' Authorization headers (LINKLY_NOTIFY_SECRET). */
  notifySecret: string
  /** How the POS introduces itself to Linkly (LINKLY_POS_NAME, LINKLY_POS_VENDOR_ID). */
  posName: string
  posVersion: string
  posVendorId: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function required(env: NodeJS.ProcessEnv, name: string, what: string): string {
  const value = env[name]?.trim()
  if (!value) throw new ConfigError(`TERMINAL=linkly needs ${name}: ${what}.`)
  return value
}

function url(env: NodeJS.ProcessEnv, name: string, what: string): string {
  const value = required(env, name, what)
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw new ConfigError(`${name} must be a URL (${what}); it is "${value}".`)
  }
  // Linkly refuses a notification address that is not https; loopback is for tests only.
  const loopback = parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost'
  if (parsed.protocol !== 'https:' && !loopback) {
    throw new ConfigError(`${name} must start with https:// ; it is "${value}".`)
  }
  return value.replace(/\/+$/, '')
}

/** Linkly's settings when TERMINAL=linkly, else null; a missing one stops the start. */
export function linklyConfig(env: NodeJS.ProcessEnv, version: string): LinklyConfig | null {
  if (env.TERMINAL?.trim() !== 'linkly') return null
  const notifySecret = required(
    env,
    'LINKLY_NOTIFY_SECRET',
    'a random key of 32 or more characters (openssl rand -base64 32)',
  )
  if (notifySecret.length < 32) {
    throw new ConfigError('LINKLY_NOTIFY_SECRET must be 32 or more characters long.')
  }
  const posVendorId = required(env, 'LINKLY_POS_VENDOR_ID', 'the POS vendor id Linkly issued')
  if (!UUID.test(posVendorId)) {
    throw new ConfigError(`LINKLY_POS_VENDOR_ID must be a UUID; it is "${posVendorId}".`)
  }
  return {
    authUrl: url(env, 'LINKLY_AUTH_URL', "Linkly's authentication address"),
    apiUrl: url(env, 'LINKLY_API_URL', "Linkly's POS API address"),
    notifyUrl: url(env, 'LINKLY_NOTIFY_URL', "this server's public https address"),
    notifySecret,
    posName: env.LINKLY_POS_NAME?.trim() || 'Ceremony POS',
    posVersion: version,
    posVendorId,
  }
}
