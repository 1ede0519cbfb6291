import { sql, type SQL } from 'drizzle-orm'

/** A block of money given back (voids or refunds): counted from ga, where each is a line. */
const givenBack = (count: string, cents: string) =>
  sql.raw(`(SELECT json_build_object(
      'count', coalesce(sum(${count}), 0), 'amount', coalesce(sum(${cents}), 0),
      'by_payment', (SELECT coalesce(json_agg(p ORDER BY p.type), '[]') FROM (
        SELECT pay AS type, sum(${count}) AS count, sum(${cents}) AS amount FROM ga
        GROUP BY pay HAVING sum(${count}) > 0) p))
      FROM ga)`)

/**
 * The report's JSON from the scope's sums, which the statement names ga (money by payment, staff
 * member and hour, voids and refunds as negative lines), ka (lines by stock), ua (upgrades by
 * payment and stock) and ca (lines given back by kind, payment and stock): see takingsSql.ts.
 */
export function figuresJson(universityId: number): SQL {
  return sql`json_build_object(
    'totals', (SELECT json_build_object(
      'orders', coalesce(sum(orders), 0), 'cash_tendered', coalesce(sum(tendered), 0),
      'change_given', coalesce(sum(change), 0), 'items', (SELECT coalesce(sum(qty), 0) FROM ka),
      'gross', coalesce(sum(cents), 0), 'gst', coalesce(sum(gst), 0)) FROM ga),
    'by_payment', (SELECT coalesce(json_agg(p ORDER BY p.type), '[]') FROM (
      SELECT pay AS type, sum(orders) AS orders, sum(upgrades) AS upgrades, sum(voids) AS voids,
        sum(refunds) AS refunds, sum(cents) AS amount
      FROM ga GROUP BY pay) p),
    'by_operator', (SELECT coalesce(json_agg(p ORDER BY p.operator_id = 0, p.name), '[]') FROM (
      SELECT ga.staff_id AS operator_id,
        CASE WHEN ga.staff_id = 0 THEN 'Stage' ELSE coalesce(min(st.name), 'Unknown staff') END AS name,
        sum(orders) AS orders, sum(upgrades) AS upgrades, sum(voids) AS voids,
        sum(refunds) AS refunds, sum(cents) AS amount
      FROM ga LEFT JOIN staff st ON st.id = ga.staff_id AND st.university_id = ${universityId}
      GROUP BY ga.staff_id) p),
    'by_stock', (SELECT coalesce(json_agg(p ORDER BY p.amount DESC, p.name), '[]') FROM (
      SELECT l.stock_id, min(s.name) AS name, min(s.type) AS type, sum(l.qty) AS qty,
        sum(l.cents) AS amount
      FROM (
        SELECT stock_id, qty, cents FROM ka WHERE lines > 0
        UNION ALL SELECT stock_id, 0, cents FROM ua
        UNION ALL SELECT stock_id, -qty, -cents FROM ca
      ) l JOIN stocks s ON s.id = l.stock_id
      GROUP BY l.stock_id) p),
    'by_hour', (SELECT coalesce(json_agg(p ORDER BY p.hour), '[]') FROM (
      SELECT hour, sum(orders) AS orders, sum(cents) AS amount FROM ga GROUP BY hour) p),
    'upgrades', (SELECT json_build_object(
      'count', coalesce(sum(count), 0), 'amount', coalesce(sum(cents), 0),
      'by_payment', (SELECT coalesce(json_agg(p ORDER BY p.type), '[]') FROM (
        SELECT pay AS type, sum(count) AS count, sum(cents) AS amount FROM ua GROUP BY pay) p))
      FROM ua),
    'voids', ${givenBack('voids', 'voided')},
    'refunds', ${givenBack('refunds', 'refunded')},
    'items', (SELECT json_build_object(
      'redeemed', coalesce(sum(redeemed), 0), 'open', coalesce(sum(open), 0)) FROM ka)
  )`
}
