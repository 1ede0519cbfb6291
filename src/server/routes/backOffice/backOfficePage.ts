import type { FastifyPluginAsync } from 'fastify'
import { bootData, sendPage } from '../../pages/boot'
import type { PageRenderer } from '../../pages/render'
import { tenantOf } from '../../plugins/guards'
import { isManager, MANAGERS_ONLY } from '../../services/backOffice/managerGate'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A page with one sentence and a way back, for a signed-in operator who follows a link here. */
function refusalPage(universityName: string, kioskHref: string): string {
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Back office · ${escapeHtml(universityName)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; color: #14254a">
<h1>Back office</h1>
<p>${escapeHtml(MANAGERS_ONLY)}</p>
<p><a href="${escapeHtml(kioskHref)}">Back to the kiosk</a></p>
</body></html>`
}

/**
 * GET /{tenant}/admin: the back office's page (its own client entry). No session, or another
 * university's: the login page, which comes back here; an operator: a 403 page that says why.
 */
export const backOfficePage: FastifyPluginAsync<{ pages: PageRenderer }> = async (
  app,
  { pages },
) => {
  app.get(
    '/admin',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const tenant = tenantOf(request)
      const staffId = request.session?.staffId
      if (!staffId || request.session?.universityId !== tenant.id) {
        return reply.redirect(`/${tenant.slug}/login?return=admin`)
      }
      if (!(await isManager(app.db, staffId, tenant.id))) {
        return reply
          .code(403)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(refusalPage(tenant.name, `/${tenant.slug}/pos#/`))
      }
      return sendPage(reply, pages, await bootData(app, request, 'admin'))
    },
  )
}
