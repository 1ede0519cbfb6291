import { sql } from 'drizzle-orm'
import type { Cents } from '../../../domain/sale/money'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import {
  scopeCondition,
  scopeReturns,
  scopeUpgrades,
  serverTimeZone,
  type ReportScope,
} from './scope'

/** One line of an order, as the order-items CSV shows it. */
export interface ReportLine {
  order_id: number
  item_id: number
  date: string
  stock: string
  item: string
  qty: number
  amount: Cents
  /** Open, Redeemed, Upgraded (exchanged for a dearer item), Refunded, or Void (its sale voided). */
  status: string
  upgraded_from: number | null
  /** What an upgrade line's difference was paid with. */
  upgrade_payment: string | null
  upgrade_amount: Cents | null
  /** What a refund of the line was paid back with, and how much. */
  refund_payment: string | null
  refund_amount: Cents | null
}

type RawLine = Omit<ReportLine, 'amount' | 'upgrade_amount' | 'refund_amount' | 'qty'> & {
  amount: string | number
  upgrade_amount: string | number | null
  refund_amount: string | number | null
  qty: string | number
}

/**
 * The lines of the scope's sales, the upgrades paid in it (of pre-orders too), and the lines given
 * back in it: index reads joined by id, where one OR across the tables would read every order
 * of the university.
 */
export async function allLines(
  db: Db,
  universityId: number,
  scope: ReportScope,
): Promise<ReportLine[]> {
  const rows = await rowsOf<RawLine>(
    db,
    sql`WITH picked AS (
        SELECT it.id FROM orders o
          JOIN order_items it ON it.order_id = o.id AND it.deleted_at IS NULL
          WHERE ${scopeCondition(universityId, scope)}
        UNION
        SELECT it.id FROM order_items it JOIN orders o ON o.id = it.order_id
          WHERE ${scopeUpgrades(universityId, scope, serverTimeZone())}
        UNION
        SELECT it.id FROM corrections c JOIN orders o ON o.id = c.order_id
          JOIN order_items it ON it.order_id = c.order_id AND it.deleted_at IS NULL
            AND (c.kind = 'void' OR it.id = c.order_item_id)
          WHERE ${scopeReturns(universityId, scope)})
      SELECT it.order_id, it.id AS item_id, o.date::text AS date, k.name AS stock,
        it.name AS item, it.qty, (it.amount * 100)::bigint AS amount,
        CASE WHEN coalesce((it.json->>'upgraded')::boolean, false) THEN 'Upgraded'
          WHEN it.status IN ('Refunded', 'Void') THEN it.status
          WHEN it.status = 'Close' THEN 'Redeemed' ELSE 'Open' END AS status,
        (it.json->>'upgraded_from')::int AS upgraded_from,
        it.json->'upgrade'->>'payment_type' AS upgrade_payment,
        round((it.json->'upgrade'->>'payable')::numeric * 100)::bigint AS upgrade_amount,
        rf.payment AS refund_payment, (rf.amount * 100)::bigint AS refund_amount
      FROM picked JOIN order_items it ON it.id = picked.id
      LEFT JOIN corrections rf ON rf.order_item_id = it.id AND rf.kind = 'refund'
      JOIN orders o ON o.id = it.order_id
      JOIN stocks k ON k.id = it.stock_id
      ORDER BY it.order_id, it.id`,
  )
  return rows.map((row) => ({
    ...row,
    qty: Number(row.qty),
    amount: Number(row.amount),
    upgrade_amount: row.upgrade_amount === null ? null : Number(row.upgrade_amount),
    refund_amount: row.refund_amount === null ? null : Number(row.refund_amount),
  }))
}
