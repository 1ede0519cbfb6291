import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { eq } from 'drizzle-orm'
import { MESSAGES } from '../../domain/messages'
import { universities } from '../db/schema'
import { safeEqual } from '../security/secrets'
import { Refusal } from '../services/refusal'
import type { SessionRecord, TenantRecord } from '../types'

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

/** Half of a surrogate pair, which no UTF-8 text can hold. */
const HALF_PAIR = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** NUL and half surrogate pairs: PostgreSQL text and jsonb cannot hold them. */
const unstorable = (text: string) => text.includes('\u0000') || HALF_PAIR.test(text)

/** Walks the parsed input without recursion, so no nesting depth can overflow the stack. */
function hasUnstorableText(...values: unknown[]): boolean {
  const pending = [...values]
  while (pending.length) {
    const value = pending.pop()
    if (typeof value === 'string') {
      if (unstorable(value)) return true
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (unstorable(key)) return true
        pending.push(inner)
      }
    }
  }
  return false
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

  // Such text would otherwise reach a query and fail there as a 500.
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasUnstorableText(request.params, request.query, request.body)) {
      return reply.code(422).send({
        message:
          'The request contains characters that cannot be stored (NUL or a broken Unicode character).',
      })
    }
  })
}

/** What the hooks above decorate a request with; any typed request of a route has it. */
interface Guarded {
  tenant: TenantRecord | null
  session: SessionRecord | null
}

/**
 * The university of a `/{tenant}/…` request. The onRequest hook above has answered 404 for any
 * request without one, so the refusal here is only the type's proof.
 */
export function tenantOf(request: Guarded): TenantRecord {
  if (!request.tenant) throw new Refusal(404, 'University not found.')
  return request.tenant
}

/** The session of a guarded request (the preValidation hook has answered 401 without one). */
export function sessionOf(request: Guarded): SessionRecord {
  if (!request.session) throw new Refusal(401, 'Unauthenticated.')
  return request.session
}

/** The tenant and staff of a guarded request, which the hooks above have established. */
export function actor(request: Guarded): { universityId: number; staffId: number } {
  return { universityId: tenantOf(request).id, staffId: request.session?.staffId ?? 0 }
}
