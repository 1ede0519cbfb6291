import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { randomToken } from './secrets'

export const KIOSK_COOKIE = 'pos_kiosk'
/** A kiosk keeps its id for a year: across logins, restarts and sessions that end. */
const KIOSK_COOKIE_AGE_S = 365 * 86_400
const KIOSK_ID = /^[A-Za-z0-9_-]{16,64}$/

/** The kiosk id a request carries, if it carries a well-formed one. */
export function kioskIdFrom(request: FastifyRequest): string | null {
  const sent = request.cookies[KIOSK_COOKIE]
  return sent && KIOSK_ID.test(sent) ? sent : null
}

/**
 * The id of the kiosk (the browser) a request comes from, given to it at its first login. It is
 * no secret and proves nothing: it keeps a kiosk's wrong PINs counted when its operator logs in
 * again, and names the kiosks whose operators passed a PIN lately. A browser that drops it is
 * counted by its session, and never trusted (checkPin).
 */
export function kioskIdOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const sent = kioskIdFrom(request)
  if (sent) return sent
  const id = randomToken()
  reply.setCookie(KIOSK_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: KIOSK_COOKIE_AGE_S,
  })
  return id
}

/**
 * A kiosk as a person reads it (a drawer's screen, the Z report): six characters of a digest of
 * its id. The id itself stays in its httpOnly cookie, where no page's script can copy it.
 */
export function kioskLabel(kiosk: string): string {
  return `K-${createHash('sha256').update(kiosk).digest('hex').slice(0, 6).toUpperCase()}`
}
