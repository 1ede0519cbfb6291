import type { FastifyPluginAsync } from 'fastify'
import { bootData, sendPage } from '../pages/boot'
import type { PageRenderer } from '../pages/render'
import { tenantOf } from '../plugins/guards'

export interface PageOptions {
  pages: PageRenderer
}

/** GET /{tenant}/pos and /{tenant}/reports/pos, inside the tenant scope (the login page: loginPage.ts). */
export const tenantPages: FastifyPluginAsync<PageOptions> = async (app, { pages }) => {
  const page = { config: { public: true }, schema: { hide: true } }

  app.get('/pos', page, async (request, reply) => {
    const tenant = tenantOf(request)
    if (!request.session?.staffId || request.session.universityId !== tenant.id) {
      return reply.redirect(`/${tenant.slug}/login`)
    }
    return sendPage(reply, pages, await bootData(app, request, 'pos'))
  })

  // The takings report's own page (its own client entry, so the kiosk's bundle does not carry
  // it). Without a session, the login page, which comes back here afterwards.
  app.get('/reports/pos', page, async (request, reply) => {
    const tenant = tenantOf(request)
    if (!request.session?.staffId || request.session.universityId !== tenant.id) {
      return reply.redirect(`/${tenant.slug}/login?return=reports`)
    }
    return sendPage(reply, pages, await bootData(app, request, 'report'))
  })
}
