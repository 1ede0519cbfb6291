import type { ReportQuery } from '../../../domain/contract/report'
import type { Db } from '../../db/client'
import type { AuditedScope } from './auditReport'
import { orderItemsCsv, ordersCsv } from './csv'
import { allCorrections } from './correctionList'
import { allLines } from './orderItems'
import { allOrders } from './orderList'
import { scopeOf } from './report'

export const CSV_KINDS = ['orders', 'order-items'] as const
export type CsvKind = (typeof CSV_KINDS)[number]

/** The CSV of a report's scope, and a file name that says what it holds. */
export async function reportCsv(
  db: Db,
  tenant: { id: number; slug: string },
  query: ReportQuery,
  kind: CsvKind,
): Promise<{ filename: string; body: string; scope: AuditedScope }> {
  const { scope, ceremony } = await scopeOf(db, tenant.id, query)
  const label = ceremony
    ? `ceremony-${ceremony.id}-${ceremony.date}`
    : scope?.from
      ? `${scope.from}-to-${scope.to}`
      : 'none'
  const filename = `${tenant.slug}-${kind}-${label}.csv`
  const audited = {
    ceremonyId: scope?.ceremonyId ?? null,
    from: scope?.from ?? null,
    to: scope?.to ?? null,
  }
  if (!scope) {
    const body = kind === 'orders' ? ordersCsv([]) : orderItemsCsv([])
    return { filename, body, scope: audited }
  }
  const body =
    kind === 'orders'
      ? ordersCsv(await allOrders(db, tenant.id, scope), await allCorrections(db, tenant.id, scope))
      : orderItemsCsv(await allLines(db, tenant.id, scope))
  return { filename, body, scope: audited }
}
