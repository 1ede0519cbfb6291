import { sql, type SQL } from 'drizzle-orm'
import type { DrawerTerms } from '../../../domain/drawer/expectedCash'
import { cashDrawers } from '../../db/schema'

/** What a drawer's cash terms are read as: every term but the float, which is the drawer's own. */
export type CashCents = Omit<DrawerTerms, 'float'>

const d = cashDrawers
/** While the drawer was open: from its opening to its close, or to now while it is open. */
const whileOpen = (at: SQL) =>
  sql`${at} >= ${d.openedAt} AND (${d.closedAt} IS NULL OR ${at} < ${d.closedAt})`
const cents = (dollars: SQL, filter = sql`true`) =>
  sql`coalesce(round(sum(${dollars}) FILTER (WHERE ${filter}) * 100), 0)::bigint`

/** When a sale's cash was taken: a sale made offline was paid when it was sold, not when sent. */
const TAKEN = sql`coalesce(o.sold_offline_at, o.created_at)`
/** What an order cost when sold: its amount grows by each upgrade's difference after. */
const SOLD_FOR = sql`o.amount - coalesce((SELECT sum((x.json->'upgrade'->>'payable')::numeric)
  FROM order_items x WHERE x.order_id = o.id AND (x.json->'upgrade') IS NOT NULL), 0)`

/**
 * The cash that came into and went out of the drawer of the row at hand (`cash_drawers`), in
 * cents, as a correlated subquery: its kiosk's cash sales at this university while it was open
 * (the cash tendered, or what the sale cost when none was recorded, and the change given), its
 * kiosk's cash upgrades (order_items json.upgrade, payment_type Cash), its kiosk's cash refunds,
 * and the cash put in and taken out by hand. Cash that changed hands stays counted whatever
 * happens to its record later.
 *
 * A refund records `refund: {type, amount, at, kiosk}` in its line's json, amount in dollars,
 * written by the refund call; lines without one add nothing, so the sum is simply of those there.
 */
export function drawerCash(): SQL<CashCents> {
  return sql<CashCents>`(SELECT json_build_object('cashSales', s.sales, 'change', s.change,
      'cashUpgrades', u.cents, 'cashRefunds', r.cents, 'cashIn', m.cash_in, 'cashOut', m.cash_out)
    FROM (SELECT ${cents(sql`coalesce(o.tendered, ${SOLD_FOR})`)} AS sales,
        ${cents(sql`o.change`)} AS change
      FROM orders o
      WHERE o.kiosk = ${d.kiosk} AND o.university_id = ${d.universityId}
        AND o.type = 'Order#Cash' AND ${whileOpen(TAKEN)}) s,
    (SELECT ${cents(sql`(it.json->'upgrade'->>'payable')::numeric`)} AS cents
      FROM order_items it
      WHERE (it.json->'upgrade') IS NOT NULL AND (it.json->'upgrade'->>'kiosk') = ${d.kiosk}
        AND it.university_id = ${d.universityId}
        AND it.json->'upgrade'->>'payment_type' = 'Cash'
        AND ${whileOpen(sql`(it.json->'upgrade'->>'at')::timestamptz`)}) u,
    (SELECT ${cents(sql`(it.json->'refund'->>'amount')::numeric`)} AS cents
      FROM order_items it
      WHERE (it.json->'refund') IS NOT NULL AND (it.json->'refund'->>'kiosk') = ${d.kiosk}
        AND it.university_id = ${d.universityId}
        AND it.json->'refund'->>'type' = 'Cash'
        AND ${whileOpen(sql`(it.json->'refund'->>'at')::timestamptz`)}) r,
    (SELECT ${cents(sql`m.amount`, sql`m.type = 'in'`)} AS cash_in,
        ${cents(sql`m.amount`, sql`m.type = 'out'`)} AS cash_out
      FROM cash_drawer_movements m WHERE m.drawer_id = ${d.id}) m)`
}
