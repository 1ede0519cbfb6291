import type { FastifyReply, FastifyRequest } from 'fastify'
import { Refusal } from '../services/refusal'

/**
 * The guest session a login form needs for its CSRF token, created on first sight; a client
 * making more than GUEST_SESSIONS_PER_MINUTE of them is refused (429) until the minute is over.
 */
export async function ensureSession(
  request: FastifyRequest,
  reply: FastifyReply,
  universityId: number | null,
) {
  if (request.session) return request.session
  const limit = await request.server.guestSessions(request)
  if (!limit.isAllowed && limit.isExceeded) {
    reply.header('retry-after', '60')
    throw new Refusal(
      429,
      'Too many new sessions from this address. Please wait a minute and try again.',
    )
  }
  return reply.startSession({ universityId, staffId: null })
}
