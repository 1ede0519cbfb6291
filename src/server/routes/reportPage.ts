import type { FastifyInstance } from 'fastify'
import type { PageRenderer } from '../pages/render'
import { sendPage } from './pages'

/**
 * GET /{tenant}/reports/pos: the report's own page (its own client entry, so the kiosk's bundle
 * does not carry it). Without a session, the login page, which comes back here afterwards.
 */
export function reportPage(scope: FastifyInstance, app: FastifyInstance, pages: PageRenderer) {
  scope.get(
    '/reports/pos',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const tenant = request.tenant!
      if (!request.session?.staffId || request.session.universityId !== tenant.id) {
        return reply.redirect(`/${tenant.slug}/login?return=reports`)
      }
      return sendPage(app, pages, request, reply, 'report')
    },
  )
}
