import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import type { ReportOrder } from './orderList'
import { scopeReturns, type ReportScope } from './scope'
import { gstOf } from './takingsSql'

/** A void or a refund as a row of the orders CSV: its order's, with the money as given back. */
export type ReportCorrection = ReportOrder & { line: 'Void' | 'Refund'; reason: string }

type RawCorrection = Omit<ReportCorrection, 'amount' | 'gst' | 'created_at'> & {
  amount: string | number
  gst: string | number
  created_at: string | Date
}

/**
 * Every void and refund of the scope, oldest first: on the day it was given back, paid back as
 * recorded, by the manager who approved it, the amount and its GST negative, so the rows of the
 * orders CSV add up to the money taken as the report's totals do.
 */
export async function allCorrections(
  db: Db,
  universityId: number,
  scope: ReportScope,
): Promise<ReportCorrection[]> {
  const cents = sql`(c.amount * 100)::bigint`
  const rows = await rowsOf<RawCorrection>(
    db,
    sql`SELECT o.id, c.created_at, c.day::text AS date, coalesce(ce.name, '') AS ceremony,
        trim(o.name || ' ' || o.lastname) AS customer, c.payment, -${cents} AS amount,
        -${gstOf(cents)} AS gst, coalesce(st.name, 'Unknown staff') AS operator,
        nullif(o.json->>'ges_order_id', '') AS reference, o.offline_number,
        CASE WHEN c.kind = 'void' THEN 'Void' ELSE 'Refund' END AS line, c.reason
      FROM corrections c JOIN orders o ON o.id = c.order_id
      LEFT JOIN ceremonies ce ON ce.id = o.ceremony_id
      LEFT JOIN staff st ON st.id = c.staff_id AND st.university_id = ${universityId}
      WHERE ${scopeReturns(universityId, scope)}
      ORDER BY c.id`,
  )
  return rows.map((row) => ({
    ...row,
    amount: Number(row.amount),
    gst: Number(row.gst),
    created_at: new Date(row.created_at).toISOString(),
  }))
}
