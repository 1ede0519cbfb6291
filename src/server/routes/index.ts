import type { FastifyInstance } from 'fastify'
import type { PageRenderer } from '../pages/render'
import { guardTenantRoutes } from '../plugins/guards'
import { authRoutes, publicUniversities } from './auth'
import { catalogueRoutes } from './catalogue'
import gesRoutes from './ges'
import mailRoutes from './mail'
import { orderItemRoutes } from './orderItems'
import { orderRoutes } from './orders'
import { pickerPage, tenantPages } from './pages'
import { pinRoutes } from './pin'
import { reportPage } from './reportPage'
import reportRoutes from './reports'

export async function registerRoutes(app: FastifyInstance, pages: PageRenderer) {
  await pages.register(app)
  pickerPage(app, pages)
  publicUniversities(app)
  await app.register(
    async (scope) => {
      guardTenantRoutes(scope)
      tenantPages(scope, app, pages)
      reportPage(scope, app, pages)
      authRoutes(scope, app)
      catalogueRoutes(scope)
      orderRoutes(scope)
      pinRoutes(scope)
      orderItemRoutes(scope)
      await scope.register(mailRoutes)
      await scope.register(gesRoutes)
      await scope.register(reportRoutes)
    },
    { prefix: '/:tenant' },
  )
}
