import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { MESSAGES } from '../../domain/messages'
import { safeEqual } from '../security/secrets'
import { Refusal } from '../services/refusal'
import { tenantBySlug } from '../services/auth/universities'
import { hasUnstorableText } from './unstorable'
import { knownReturn } from '../pages/returnTo'
import type { SessionRecord, TenantRecord } from '../types'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a staff session (pages, login, token fetch). */
    public?: boolean
    /**
     * A page's own form post: a stale token (the page was open longer than its session) sends the
     * person back to this page of the university to try again, not to an API's JSON refusal.
     */
    formPage?: string
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function submittedToken(request: FastifyRequest): string | null {
  const header = request.headers['x-csrf-token']
  if (typeof header === 'string' && header) return header
  const body = request.body
  if (!body || typeof body !== 'object' || !('_token' in body)) return null
  return typeof body._token === 'string' ? body._token : null
}

/** The `:tenant` of the path; params are not validated yet when onRequest runs. */
function tenantSlug(params: unknown): string {
  if (!params || typeof params !== 'object' || !('tenant' in params)) return ''
  return typeof params.tenant === 'string' ? params.tenant : ''
}

/**
 * Hooks of every `/{tenant}/…` route, in the order a refusal should be decided: an unknown
 * university is 404, a missing or wrong CSRF token 419 (before anything is read from the body),
 * then no session 401 and another university's session 403. Registered inside the tenant scope,
 * it guards that scope alone.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const slug = tenantSlug(request.params)
      const tenant = /^[a-z0-9-]{1,64}$/.test(slug) ? await tenantBySlug(app.db, slug) : null
      if (!tenant) return reply.code(404).send({ message: 'University not found.' })
      request.tenant = tenant
    })

    app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      if (STATE_CHANGING.has(request.method)) {
        const token = submittedToken(request)
        const expected = request.session?.csrfToken
        if (!token || !expected || !safeEqual(token, expected)) {
          const page = request.routeOptions.config.formPage
          if (page && request.tenant) {
            // The page the form was for comes back with it: a stale sign-in for the back office
            // still leads to the back office.
            const back = knownReturn((request.body as { return?: unknown } | undefined)?.return)
            const query = back ? `expired=1&return=${back}` : 'expired=1'
            return reply.redirect(`/${request.tenant.slug}/${page}?${query}`, 303)
          }
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
  },
  { name: 'tenant-guards', dependencies: ['database', 'sessions'] },
)

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
