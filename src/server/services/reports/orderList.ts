import { sql, type SQL } from 'drizzle-orm'
import type { TerminalReference } from '../../../domain/contract/terminalReference'
import type { Cents } from '../../../domain/sale/money'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { scopeCondition, type ReportScope } from './scope'
import { gstOf } from './takingsSql'

/** One order of the report's list, as the page and the CSV show it. */
export interface ReportOrder {
  id: number
  created_at: string
  date: string
  ceremony: string
  customer: string
  payment: 'Cash' | 'Eftpos'
  /** What the order holds now, upgrades included. */
  amount: Cents
  gst: Cents
  operator: string
  reference: string | null
  /** A sale made offline: the kiosk's provisional number (null for a sale made online). */
  offline_number: string | null
  /** Paid on the kiosk's card terminal: its reference (the sale keeps it in its json). */
  terminal?: TerminalReference | null
}

export interface OrderPage {
  orders: ReportOrder[]
  total: number
  page: number
  page_size: number
}

export const PAGE_SIZE = 50

/** The columns of an order row; the CSV export reads the same. */
function orderRows(condition: SQL, universityId: number): SQL {
  return sql`SELECT o.id, o.created_at, o.date::text AS date, coalesce(c.name, '') AS ceremony,
      trim(o.name || ' ' || o.lastname) AS customer,
      CASE WHEN o.type = 'Order#Eftpos' THEN 'Eftpos' ELSE 'Cash' END AS payment,
      (o.amount * 100)::bigint AS amount, ${gstOf(sql`(o.amount * 100)::bigint`)} AS gst,
      CASE WHEN o.pin_unverified THEN 'PIN not verified'
           WHEN o.pos_operator = 0 THEN 'Stage' ELSE coalesce(st.name, 'Unknown staff') END AS operator,
      nullif(o.json->>'ges_order_id', '') AS reference, o.offline_number,
      o.json->'terminal' AS terminal
    FROM orders o
    LEFT JOIN ceremonies c ON c.id = o.ceremony_id
    LEFT JOIN staff st ON st.id = o.pos_operator AND st.university_id = ${universityId}
    WHERE ${condition}`
}

type RawOrder = Omit<ReportOrder, 'amount' | 'gst' | 'created_at'> & {
  amount: string | number
  gst: string | number
  created_at: string | Date
}

const toOrder = (row: RawOrder): ReportOrder => ({
  ...row,
  amount: Number(row.amount),
  gst: Number(row.gst),
  created_at: new Date(row.created_at).toISOString(),
})

/**
 * A page (from 1) of the scope's orders, newest first. `known` is their number when the caller
 * has it already (the report's totals count the same orders), which saves counting them again.
 */
export async function orderPage(
  db: Db,
  universityId: number,
  scope: ReportScope,
  page = 1,
  known?: number,
): Promise<OrderPage> {
  const condition = scopeCondition(universityId, scope)
  const rows = await rowsOf<RawOrder>(
    db,
    sql`${orderRows(condition, universityId)} ORDER BY o.id DESC
      LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`,
  )
  const total =
    known ??
    (
      await rowsOf<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM orders o WHERE ${condition}`,
      )
    )[0]?.n
  return { orders: rows.map(toOrder), total: Number(total ?? 0), page, page_size: PAGE_SIZE }
}

/** Every order of the scope, oldest first, for the CSV. */
export async function allOrders(
  db: Db,
  universityId: number,
  scope: ReportScope,
): Promise<ReportOrder[]> {
  const rows = await rowsOf<RawOrder>(
    db,
    sql`${orderRows(scopeCondition(universityId, scope), universityId)} ORDER BY o.id`,
  )
  return rows.map(toOrder)
}
