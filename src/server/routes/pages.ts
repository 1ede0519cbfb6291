import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { eq } from 'drizzle-orm'
import type { BootData } from '../../domain/contract/boot'
import { tenantUrl } from '../config'
import { staff, universities } from '../db/schema'
import type { PageRenderer } from '../pages/render'
import { ensureSession } from '../plugins/sessions'
import { universityList } from '../services/universities'

async function sessionUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<BootData['user']> {
  const session = request.session
  if (!session?.staffId || !session.universityId) return null
  const [row] = await app.db
    .select({ name: staff.name, email: staff.email, tenant: universities.slug })
    .from(staff)
    .innerJoin(universities, eq(universities.id, staff.universityId))
    .where(eq(staff.id, session.staffId))
  return row ?? null
}

async function bootData(
  app: FastifyInstance,
  request: FastifyRequest,
  page: BootData['page'],
): Promise<BootData> {
  const tenant = request.tenant
  return {
    page,
    version: app.config.version,
    universities: await universityList(app.db),
    tenant: tenant?.slug ?? null,
    universityName: tenant?.name ?? null,
    user: await sessionUser(app, request),
    csrfToken: request.session?.csrfToken ?? null,
    reportsUrl: tenant ? tenantUrl(app.config.reportsUrl, tenant.slug) : null,
    webkioskUrl: tenant ? tenantUrl(app.config.webkioskUrl, tenant.slug) : null,
  }
}

export async function sendPage(
  app: FastifyInstance,
  pages: PageRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
  page: BootData['page'],
) {
  const html = await pages.render(request.url, await bootData(app, request, page))
  // Pages carry the session's CSRF token: never cached, never framed.
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
}

/** GET / : the university picker. */
export function pickerPage(app: FastifyInstance, pages: PageRenderer) {
  app.get('/', { schema: { hide: true } }, (request, reply) =>
    sendPage(app, pages, request, reply, 'picker'),
  )
}

/** GET /{tenant}/login and /{tenant}/pos, inside the tenant scope. */
export function tenantPages(scope: FastifyInstance, app: FastifyInstance, pages: PageRenderer) {
  scope.get(
    '/login',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const tenant = request.tenant!
      if (request.session?.staffId && request.session.universityId === tenant.id) {
        return reply.redirect(`/${tenant.slug}/pos#/`)
      }
      await ensureSession(request, reply, tenant.id)
      return sendPage(app, pages, request, reply, 'login')
    },
  )

  scope.get(
    '/pos',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const tenant = request.tenant!
      if (!request.session?.staffId || request.session.universityId !== tenant.id) {
        return reply.redirect(`/${tenant.slug}/login`)
      }
      return sendPage(app, pages, request, reply, 'pos')
    },
  )
}
