import type { FastifyReply, FastifyRequest } from 'fastify'
import { randomToken } from './secrets'

export const KIOSK_COOKIE = 'pos_kiosk'
/** A kiosk keeps its id for a year: across logins, restarts and sessions that end. */
const KIOSK_COOKIE_AGE_S = 365 * 86_400
const KIOSK_ID = /^[A-Za-z0-9_-]{16,64}$/

/**
 * The id of the kiosk (the browser) a request comes from, given to it on its first PIN check.
 * It is no secret and proves nothing: it only keeps a kiosk's wrong PINs counted when its
 * operator logs in again. A browser that drops it starts afresh, which the university's bound
 * (checkPin) still counts.
 */
export function kioskIdOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const sent = request.cookies[KIOSK_COOKIE]
  if (sent && KIOSK_ID.test(sent)) return sent
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
