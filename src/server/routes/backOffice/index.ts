import type { FastifyPluginAsync } from 'fastify'
import { sessionOf, tenantOf } from '../../plugins/guards'
import { auditRefusal, isManager, MANAGERS_ONLY } from '../../services/backOffice/managerGate'
import auditRoutes from './audit'
import stockCatalogueRoutes from './catalogue'
import ceremonyRoutes from './ceremonies'
import deliveryRoutes from './delivery'
import staffRoutes from './staff'
import importRoutes from './imports'
import studentRoutes from './students'
import terminalRoutes from './terminals'

/**
 * Everything under /{tenant}/admin/api. The tenant guards (CSRF, session, university) have run
 * by the time this scope's hook does; it adds the one rule of the back office, a manager's
 * session, so no route of it can be written without that check.
 */
const backOfficeApi: FastifyPluginAsync = async (scope) => {
  scope.addHook('preValidation', async (request, reply) => {
    const who = { universityId: tenantOf(request).id, staffId: sessionOf(request).staffId ?? 0 }
    if (await isManager(scope.db, who.staffId, who.universityId)) return
    await auditRefusal(scope.db, who, request)
    return reply.code(403).send({ message: MANAGERS_ONLY })
  })
  for (const routes of [
    ceremonyRoutes,
    staffRoutes,
    auditRoutes,
    deliveryRoutes,
    stockCatalogueRoutes,
    importRoutes,
    studentRoutes,
    terminalRoutes,
  ])
    await scope.register(routes)
}

export default backOfficeApi
