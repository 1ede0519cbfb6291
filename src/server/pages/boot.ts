import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { BootData } from '../../domain/contract/boot'
import { tenantUrl } from '../config'
import { sessionUser } from '../services/auth/sessionUser'
import { universityList } from '../services/auth/universities'
import type { PageRenderer } from './render'

/** The first data a page embeds, so the kiosk starts without a round trip. */
export async function bootData(
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
    user: await sessionUser(app.db, request.session),
    csrfToken: request.session?.csrfToken ?? null,
    reportsUrl: tenant ? tenantUrl(app.config.reportsUrl, tenant.slug) : null,
    webkioskUrl: tenant ? tenantUrl(app.config.webkioskUrl, tenant.slug) : null,
    offlineKey: page === 'pos' ? await app.offlineKeys.publicKey() : null,
    pinLength: page === 'pos' ? app.config.pinLength : null,
    // The server's zone is the university's (README, TZ): the kiosk's day and the back office's times.
    timeZone:
      page === 'pos' || page === 'admin' ? Intl.DateTimeFormat().resolvedOptions().timeZone : null,
  }
}

export async function sendPage(reply: FastifyReply, pages: PageRenderer, boot: BootData) {
  const html = await pages.render(reply.request.url, boot)
  // Pages carry the session's CSRF token: never cached, never framed.
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
}
