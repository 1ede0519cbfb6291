import { sql, type SQL } from 'drizzle-orm'

/**
 * The GST included in an amount of cents, as `gstIncluded` in src/domain/sale/money.ts computes it:
 * one eleventh rounded to the cent (a whole number of cents over 11 never ends in exactly .5, so
 * PostgreSQL's rounding and JavaScript's agree; takings.test.ts checks it).
 */
export const gstOf = (cents: SQL) => sql`round((${cents})::numeric / 11)::bigint`

/**
 * The scope's money as one list of takings: each sale (what the order cost when it was sold, paid
 * as the order says) and each upgrade (the difference, paid as the upgrade says, taken by the
 * signed-in staff member, at its own time). Every figure of the report is a sum over it, so the
 * totals, the payment split, the operators and the hours always add up to the same gross.
 */
export function moneyCtes(condition: SQL): SQL {
  return sql`
  s AS MATERIALIZED (
    SELECT o.id, o.type, (o.amount * 100)::bigint AS cents, o.pos_operator, o.created_at,
      (o.tendered * 100)::bigint AS tendered, (o.change * 100)::bigint AS change
    FROM orders o WHERE ${condition}
  ),
  i AS MATERIALIZED (
    SELECT it.id, it.order_id, it.stock_id, it.qty, it.status, (it.amount * 100)::bigint AS cents,
      it.json
    FROM order_items it JOIN s ON s.id = it.order_id
    WHERE it.deleted_at IS NULL
  ),
  u AS (
    SELECT i.order_id, i.stock_id,
      round((i.json->'upgrade'->>'payable')::numeric * 100)::bigint AS cents,
      CASE WHEN i.json->'upgrade'->>'payment_type' = 'Eftpos' THEN 'Eftpos' ELSE 'Cash' END AS pay,
      coalesce((i.json->'upgrade'->>'staff_id')::int, 0) AS staff_id,
      coalesce((i.json->'upgrade'->>'at')::timestamptz, now()) AS at
    FROM i WHERE i.json->'upgrade' IS NOT NULL
  ),
  m AS (
    SELECT CASE WHEN s.type = 'Order#Eftpos' THEN 'Eftpos' ELSE 'Cash' END AS pay,
      s.pos_operator AS staff_id, s.created_at AS at, 1 AS sale,
      s.cents - coalesce(up.cents, 0) AS cents
    FROM s LEFT JOIN (SELECT order_id, sum(cents) AS cents FROM u GROUP BY order_id) up
      ON up.order_id = s.id
    UNION ALL
    SELECT u.pay, u.staff_id, u.at, 0, u.cents FROM u
  )`
}
