import type { FastifyPluginAsync } from 'fastify'
import { bootData, sendPage } from '../pages/boot'
import type { PageRenderer } from '../pages/render'
import { tenantOf } from '../plugins/guards'
import { ensureSession } from '../plugins/sessions'

export interface PageOptions {
  pages: PageRenderer
}

/** GET / : the university picker. */
export const pickerPage: FastifyPluginAsync<PageOptions> = async (app, { pages }) => {
  app.get('/', { schema: { hide: true } }, async (request, reply) =>
    sendPage(reply, pages, await bootData(app, request, 'picker')),
  )
}

/** GET /{tenant}/login and /{tenant}/pos, inside the tenant scope. */
export const tenantPages: FastifyPluginAsync<PageOptions> = async (app, { pages }) => {
  const page = { config: { public: true }, schema: { hide: true } }

  app.get('/login', page, async (request, reply) => {
    const tenant = tenantOf(request)
    if (request.session?.staffId && request.session.universityId === tenant.id) {
      return reply.redirect(`/${tenant.slug}/pos#/`)
    }
    await ensureSession(request, reply, tenant.id)
    return sendPage(reply, pages, await bootData(app, request, 'login'))
  })

  app.get('/pos', page, async (request, reply) => {
    const tenant = tenantOf(request)
    if (!request.session?.staffId || request.session.universityId !== tenant.id) {
      return reply.redirect(`/${tenant.slug}/login`)
    }
    return sendPage(reply, pages, await bootData(app, request, 'pos'))
  })
}
