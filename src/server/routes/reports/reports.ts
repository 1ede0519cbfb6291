import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody } from '../../../domain/contract/common'
import { ReportQuery, TakingsReport } from '../../../domain/contract/report'
import { auditReport } from '../../services/reports/auditReport'
import { CSV_KINDS, reportCsv } from '../../services/reports/csvExport'
import { reportManager } from '../../services/reports/managerGate'
import { takingsReport } from '../../services/reports/report'
import { sessionOf, tenantOf } from '../../plugins/guards'

const refusals = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody }
const manager = 'Needs a manager’s PIN passed by checkpin in this session within 15 minutes.'

/** The takings report's API: figures and CSV of a ceremony or a range of days, for managers. */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/reports/takings',
    {
      schema: {
        tags: ['reports'],
        summary: 'Takings of a ceremony (?ceremony=ID) or of order dates (?from=&to=)',
        description: `${manager} Money in dollars with 2 decimals. Without a scope: the ceremony running now, or the latest of today.`,
        querystring: ReportQuery,
        response: { 200: TakingsReport, ...refusals },
      },
    },
    async (request) => {
      const tenant = tenantOf(request)
      const boss = await reportManager(app.db, sessionOf(request), tenant.id)
      const report = await takingsReport(app.db, tenant, request.query, boss.name)
      const { ceremony, from, to } = report.scope
      await auditReport(
        app.db,
        { universityId: tenant.id, managerId: boss.id, action: 'report.opened' },
        { ceremonyId: ceremony?.id ?? null, from, to },
      )
      return report
    },
  )

  for (const kind of CSV_KINDS) {
    app.get(
      `/reports/${kind}.csv`,
      {
        schema: {
          tags: ['reports'],
          summary: `The scope's ${kind === 'orders' ? 'orders' : 'order lines'} as CSV`,
          description: `${manager} Same query as /reports/takings.`,
          querystring: ReportQuery,
          produces: ['text/csv'],
          response: { 200: { type: 'string' }, ...refusals },
        },
      },
      async (request, reply) => {
        const tenant = tenantOf(request)
        const boss = await reportManager(app.db, sessionOf(request), tenant.id)
        const csv = await reportCsv(app.db, tenant, request.query, kind)
        await auditReport(
          app.db,
          { universityId: tenant.id, managerId: boss.id, action: 'report.csv' },
          csv.scope,
          { kind },
        )
        return reply
          .header('content-disposition', `attachment; filename="${csv.filename}"`)
          .header('cache-control', 'no-store')
          .type('text/csv; charset=utf-8')
          .send(csv.body)
      },
    )
  }
}

export default reportRoutes
