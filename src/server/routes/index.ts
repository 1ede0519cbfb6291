import type { FastifyPluginAsync } from 'fastify'
import type { PageRenderer } from '../pages/render'
import tenantGuards from '../plugins/guards'
import authRoutes from './auth'
import catalogueRoutes from './catalogue'
import gesRoutes from './ges'
import mailRoutes from './mail'
import offlineRoutes from './offline'
import orderItemRoutes from './orderItems'
import orderRoutes from './orders'
import { tenantPages } from './pages'
import { pickerPage } from './pickerPage'
import pinRoutes from './pin'
import reportRoutes from './reports'
import universityRoutes from './universities'

/** Everything under `/{tenant}/`, behind the tenant, CSRF and session guards. */
const tenantRoutes: FastifyPluginAsync<{ pages: PageRenderer }> = async (scope, { pages }) => {
  await scope.register(tenantGuards)
  await scope.register(tenantPages, { pages })
  for (const routes of [
    universityRoutes,
    authRoutes,
    catalogueRoutes,
    orderRoutes,
    pinRoutes,
    orderItemRoutes,
    mailRoutes,
    gesRoutes,
    reportRoutes,
    offlineRoutes,
  ]) {
    await scope.register(routes)
  }
}

export const routes: FastifyPluginAsync<{ pages: PageRenderer }> = async (app, { pages }) => {
  await app.register(pickerPage, { pages })
  await app.register(universityRoutes)
  await app.register(tenantRoutes, { pages, prefix: '/:tenant' })
}
