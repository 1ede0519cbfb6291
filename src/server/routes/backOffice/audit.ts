import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { AuditPage, AuditQuery } from '../../../domain/contract/backOffice'
import { ErrorBody } from '../../../domain/contract/common'
import { writeCsv } from '../../csv/formulaCells'
import { actor, tenantOf } from '../../plugins/guards'
import { audit } from '../../services/audit'
import { AUDIT_EXPORT_MAX, auditExport, auditPage } from '../../services/backOffice/auditLines'

const refusals = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody }
const tags = ['back office']
const filtersNote =
  '?staff= a person id, ?kind= sale, void, refund, redeem, upgrade, drawer, ceremony, staff, import, signin, report, delivery or backoffice; ?day=YYYY-MM-DD in the university’s time zone.'

/** Who did what and when: every line of the university's audit log, filtered, and as CSV. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first, 200 lines a page (?before= the last id for more)',
        description: filtersNote,
        querystring: AuditQuery,
        response: { 200: AuditPage, ...refusals },
      },
    },
    async (request) => auditPage(app.db, tenantOf(request).id, request.query),
  )

  app.get(
    '/audit.csv',
    {
      schema: {
        tags,
        summary: `The filtered audit log as CSV (at most ${AUDIT_EXPORT_MAX} lines)`,
        description: `${filtersNote} Cells a spreadsheet would run as formulas are neutralised.`,
        querystring: AuditQuery,
        produces: ['text/csv'],
        response: { 200: { type: 'string' }, ...refusals },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request)
      const lines = await auditExport(app.db, tenant.id, request.query)
      const { before: _before, ...filters } = request.query
      await audit(app.db, { ...actor(request), action: 'audit.csv', details: { ...filters } })
      const body = writeCsv([
        ['when', 'who', 'kind', 'action', 'subject', 'details'],
        ...lines.map((l) => [
          l.at,
          l.staff?.name ?? '',
          l.kind ?? '',
          l.action,
          l.subject ?? '',
          l.details,
        ]),
      ])
      return reply
        .header('content-disposition', `attachment; filename="audit-${tenant.slug}.csv"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(body)
    },
  )
}

export default auditRoutes
