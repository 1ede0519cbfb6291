import type { FastifyPluginAsync } from 'fastify'
import type { PageRenderer } from '../pages/render'
import tenantGuards from '../plugins/guards'
import authRoutes from './auth/auth'
import backOfficeApi from './backOffice'
import { backOfficePage } from './backOffice/backOfficePage'
import catalogueRoutes from './catalogue/catalogue'
import stockOnHandRoutes from './catalogue/stockOnHand'
import drawerRoutes from './drawer/drawer'
import terminalRoutes from './terminal/payments'
import simulatorRoutes from './terminal/simulator'
import gesRoutes from './ges/ges'
import mailRoutes from './mail/mail'
import offlineRoutes from './orders/offline'
import orderItemRoutes from './items/orderItems'
import orderRoutes from './orders/orders'
import { loginPage } from './loginPage'
import { tenantPages } from './pages'
import { pickerPage } from './pickerPage'
import pinRoutes from './auth/pin'
import reportRoutes from './reports/reports'
import universityRoutes from './auth/universities'

/** Everything under `/{tenant}/`, behind the tenant, CSRF and session guards. */
const tenantRoutes: FastifyPluginAsync<{ pages: PageRenderer }> = async (scope, { pages }) => {
  await scope.register(tenantGuards)
  await scope.register(tenantPages, { pages })
  await scope.register(loginPage)
  for (const routes of [
    universityRoutes,
    authRoutes,
    catalogueRoutes,
    stockOnHandRoutes,
    orderRoutes,
    pinRoutes,
    orderItemRoutes,
    mailRoutes,
    gesRoutes,
    reportRoutes,
    offlineRoutes,
    drawerRoutes,
    terminalRoutes,
    simulatorRoutes,
  ]) {
    await scope.register(routes)
  }
  await scope.register(backOfficePage, { pages })
  await scope.register(backOfficeApi, { prefix: '/admin/api' })
}

export const routes: FastifyPluginAsync<{ pages: PageRenderer }> = async (app, { pages }) => {
  await app.register(pickerPage, { pages })
  await app.register(universityRoutes)
  await app.register(tenantRoutes, { pages, prefix: '/:tenant' })
}
