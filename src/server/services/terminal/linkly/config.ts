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

/** Each setting TERMINAL=linkly needs, with what it is, for the start-up error. */
const NEEDED: Record<string, string> = {
  LINKLY_AUTH_URL: "Linkly's authentication address (https://auth.cloud.pceftpos.com)",
  LINKLY_API_URL: "Linkly's POS API address (https://rest.pos.cloud.pceftpos.com)",
  LINKLY_NOTIFY_URL: "this server's public https address, where Linkly sends notifications",
  LINKLY_NOTIFY_SECRET: 'a random key of 32 or more characters (openssl rand -base64 32)',
  LINKLY_POS_VENDOR_ID: 'the POS vendor id (a UUID) Linkly issued',
}

function url(name: string, value: string): string {
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw new ConfigError(`${name} must be a URL; it is "${value}".`)
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
  const value = (name: string) => env[name]?.trim() ?? ''
  const missing = Object.keys(NEEDED).filter((name) => !value(name))
  if (missing.length > 0) {
    throw new ConfigError(
      `TERMINAL=linkly needs ${missing.join(', ')}:\n${missing.map((name) => `  ${name}: ${NEEDED[name]}`).join('\n')}`,
    )
  }
  const notifySecret = value('LINKLY_NOTIFY_SECRET')
  if (notifySecret.length < 32) {
    throw new ConfigError('LINKLY_NOTIFY_SECRET must be 32 or more characters long.')
  }
  const posVendorId = value('LINKLY_POS_VENDOR_ID')
  if (!UUID.test(posVendorId)) {
    throw new ConfigError(`LINKLY_POS_VENDOR_ID must be a UUID; it is "${posVendorId}".`)
  }
  return {
    authUrl: url('LINKLY_AUTH_URL', value('LINKLY_AUTH_URL')),
    apiUrl: url('LINKLY_API_URL', value('LINKLY_API_URL')),
    notifyUrl: url('LINKLY_NOTIFY_URL', value('LINKLY_NOTIFY_URL')),
    notifySecret,
    posName: value('LINKLY_POS_NAME') || 'Ceremony POS',
    posVersion: version,
    posVendorId,
  }
}
