import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { eq } from 'drizzle-orm'
import { MESSAGES } from '../../domain/messages'
import { universities } from '../db/schema'
import { safeEqual } from '../security/secrets'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a staff session (pages, login, token fetch). */
    public?: boolean
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function submittedToken(request: FastifyRequest): string | null {
  const header = request.headers['x-csrf-token']
  if (typeof header === 'string' && header) return header
  const body = request.body as { _token?: unknown } | null | undefined
  return body && typeof body === 'object' && typeof body._token === 'string' ? body._token : null
}

/**
 * Hooks of every `/{tenant}/…` route, in the order a refusal should be decided: an unknown
 * university is 404, a missing or wrong CSRF token 419 (before anything is read from the body),
 * then no session 401 and another university's session 403.
 */
export function guardTenantRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const slug = (request.params as { tenant?: string }).tenant ?? ''
    const [row] = /^[a-z0-9-]{1,64}$/.test(slug)
      ? await app.db.select().from(universities).where(eq(universities.slug, slug))
      : []
    if (!row) return reply.code(404).send({ message: 'University not found.' })
    request.tenant = { id: row.id, slug: row.slug, name: row.name }
  })

  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (STATE_CHANGING.has(request.method)) {
      const token = submittedToken(request)
      const expected = request.session?.csrfToken
      if (!token || !expected || !safeEqual(token, expected)) {
        return reply.code(419).send({ message: MESSAGES.csrfMismatch })
      }
    }
    if (request.routeOptions.config.public) return
    if (!request.session?.staffId) return reply.code(401).send({ message: 'Unauthenticated.' })
    if (request.session.universityId !== request.tenant?.id) {
      return reply.code(403).send({ message: 'This session belongs to another university.' })
    }
  })
}

/** The tenant and staff of a guarded request, which the hooks above have established. */
export function actor(request: FastifyRequest): { universityId: number; staffId: number } {
  return { universityId: request.tenant!.id, staffId: request.session?.staffId ?? 0 }
}
