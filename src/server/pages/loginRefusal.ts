import { loginLockedMessage } from '../security/loginLockout'
import { BAD_CREDENTIALS, EMAIL_REQUIRED, PASSWORD_REQUIRED } from '../services/auth/login'
import type { Refusal } from '../services/refusal'

/**
 * A refused sign-in travels to the login page's address as codes, never as text, so a link cannot
 * make the page say words of its maker's choosing.
 */
const CODES: Record<string, string> = {
  credentials: BAD_CREDENTIALS,
  email: EMAIL_REQUIRED,
  password: PASSWORD_REQUIRED,
}

/** Said for a refusal without a code of its own. */
const REFUSED = 'The sign-in was refused. Please try again.'

/** A lockout's wait shown from an address is capped: the address may be old or made up. */
const LONGEST_WAIT_S = 24 * 60 * 60

/** What a refusal says to the person at the page: each field's message, else its one message. */
const messagesOf = (refusal: Refusal) => {
  const all = Object.values(refusal.errors ?? {}).flat()
  return all.length ? [...new Set(all)] : [refusal.message]
}

/** The refusal as the login page's query: `wait` (seconds) for a lockout, else `refused` codes. */
export function refusalQuery(refusal: Refusal): Record<string, string> {
  if (refusal.status === 429) return { wait: refusal.headers?.['retry-after'] ?? '60' }
  const messages = messagesOf(refusal)
  const codes = Object.keys(CODES).filter((code) => messages.includes(CODES[code]!))
  return { refused: codes.length ? codes.join(' ') : 'other' }
}

/** The messages a login page's query asks it to show again. */
export function refusalMessages(query: URLSearchParams): string[] {
  const wait = Number(query.get('wait'))
  if (query.has('wait') && Number.isFinite(wait) && wait > 0)
    return [loginLockedMessage(Math.min(wait, LONGEST_WAIT_S) * 1000)]
  const refused = query.get('refused')
  if (!refused) return []
  const known = refused.split(' ').flatMap((code) => (CODES[code] ? [CODES[code]] : []))
  return known.length ? known : [REFUSED]
}
