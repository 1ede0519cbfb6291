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
 * kiosk's cash upgrades (order_items json.upgrade, payment_type Cash), the cash given back at its
 * kiosk (corrections paid in cash: refunds, and voids of cash sales), and the cash put in and
 * taken out by hand. Cash that changed hands stays counted whatever happens to its record later.
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
    (SELECT ${cents(sql`c.amount`)} AS cents
      FROM corrections c
      WHERE c.kiosk = ${d.kiosk} AND c.university_id = ${d.universityId}
        AND c.payment = 'Cash' AND ${whileOpen(sql`c.created_at`)}) r,
    (SELECT ${cents(sql`m.amount`, sql`m.type = 'in'`)} AS cash_in,
        ${cents(sql`m.amount`, sql`m.type = 'out'`)} AS cash_out
      FROM cash_drawer_movements m WHERE m.drawer_id = ${d.id}) m)`
}
