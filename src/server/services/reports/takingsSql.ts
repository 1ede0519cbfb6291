import { sql, type SQL } from 'drizzle-orm'
import { UPGRADE_AT, upgradeDay } from './scope'

/**
 * The GST included in an amount of cents, as `gstIncluded` in src/domain/sale/money.ts computes it:
 * one eleventh rounded to the cent (a whole number of cents over 11 never ends in exactly .5, so
 * PostgreSQL's rounding and JavaScript's agree; takings.test.ts checks it).
 */
export const gstOf = (cents: SQL) => sql`round((${cents})::numeric / 11)::bigint`

/** A line sold (not made by an upgrade), and a line still held (not exchanged by one). */
const SOLD = sql`(it.json->'upgraded_from') IS NULL`
const LIVE = sql`coalesce((it.json->>'upgraded')::boolean, false) = false`
const UPGRADE_CENTS = sql`round((it.json->'upgrade'->>'payable')::numeric * 100)::bigint`
const hourOf = (at: SQL, zone: string) => sql`date_part('hour', ${at} AT TIME ZONE ${zone})::int`

/**
 * The scope's lines, found by their orders' ids in one index scan: a few per order, where a join
 * would be planned as every line of every university hashed (pages costed as if on disk).
 */
const linesOfScope = (condition: SQL) => sql`order_items it
  WHERE it.deleted_at IS NULL AND it.order_id = ANY(ARRAY(SELECT o.id FROM orders o WHERE ${condition}))`

/** The same with each line's order, for its day; OFFSET 0 keeps the lines read by order. */
const linesByDay = (condition: SQL) => sql`orders o
  CROSS JOIN LATERAL (SELECT * FROM order_items l
    WHERE l.order_id = o.id AND l.deleted_at IS NULL OFFSET 0) it
  WHERE ${condition}`

/**
 * The scope's takings, each row read once and summed down to a few rows that every block of the
 * report adds up, by day of the order (a day's orders become at most 2 payments × staff × hours):
 *  u  each upgrade of the scope (`upgrades`, a condition on `it` and its order `o`), of a sale or
 *     of a pre-order alike: the difference, paid as the upgrade says, taken by the signed-in staff
 *     member on its own day and hour;
 *  ou what each of the scope's sales grew by through upgrades, whenever made (few rows: 0009's
 *     partial index finds them), so a sale counts what it cost when sold;
 *  g  the money: each sale (what the order cost when sold, paid as the order says) and each
 *     upgrade, summed by payment, staff member and hour, GST rounded per sale as the kiosk does;
 *  k  the lines by stock: quantities and amounts of the lines sold, and of the live lines (not
 *     exchanged by an upgrade) how many are redeemed or open;
 *  uu the upgrades by payment and stock;
 *  r  each void and refund of the scope (`returns`, a condition on the correction `c` and its
 *     order `o`): money given back on its own day and hour, by the manager who approved it, as a
 *     negative line of g, so every sum of money is net of it while the sale keeps its own day;
 *  cc the lines given back by kind, payment and stock: a void's every line, a refund's one item.
 * byDay: whether k needs each line's day, which only days being kept do (dayCache.ts).
 */
export function takingsCtes(
  condition: SQL,
  upgrades: SQL,
  returns: SQL,
  zone: string,
  byDay: boolean,
): SQL {
  return sql`
  u AS MATERIALIZED (
    SELECT ${upgradeDay(zone)} AS day, it.order_id, it.stock_id, ${UPGRADE_CENTS} AS cents,
      CASE WHEN it.json->'upgrade'->>'payment_type' = 'Eftpos' THEN 'Eftpos' ELSE 'Cash' END AS pay,
      coalesce((it.json->'upgrade'->>'staff_id')::int, 0) AS staff_id,
      coalesce(${UPGRADE_AT}, now()) AS at
    FROM order_items it JOIN orders o ON o.id = it.order_id
    WHERE ${upgrades}
  ),
  ou AS MATERIALIZED (
    SELECT it.order_id, sum(${UPGRADE_CENTS}) AS cents FROM ${linesOfScope(condition)}
      AND (it.json -> 'upgrade') IS NOT NULL
    GROUP BY it.order_id
  ),
  r AS MATERIALIZED (
    SELECT c.day, c.kind, c.payment AS pay, c.staff_id, c.order_id, c.order_item_id,
      ${hourOf(sql`c.created_at`, zone)} AS hour, (c.amount * 100)::bigint AS cents
    FROM corrections c JOIN orders o ON o.id = c.order_id
    WHERE ${returns}
  ),
  g AS MATERIALIZED (
    SELECT day, pay, staff_id, hour, count(*) FILTER (WHERE kind = 'sale') AS orders,
      count(*) FILTER (WHERE kind = 'upgrade') AS upgrades,
      count(*) FILTER (WHERE kind = 'void') AS voids,
      count(*) FILTER (WHERE kind = 'refund') AS refunds,
      sum(cents) AS cents, sum(${gstOf(sql`cents`)}) AS gst,
      sum(tendered) AS tendered, sum(change) AS change,
      coalesce(-sum(cents) FILTER (WHERE kind = 'void'), 0) AS voided,
      coalesce(-sum(cents) FILTER (WHERE kind = 'refund'), 0) AS refunded
    FROM (
      SELECT o.date AS day, CASE WHEN o.type = 'Order#Eftpos' THEN 'Eftpos' ELSE 'Cash' END AS pay,
        o.pos_operator AS staff_id, ${hourOf(sql`o.created_at`, zone)} AS hour, 'sale' AS kind,
        (o.amount * 100)::bigint - coalesce(up.cents, 0) AS cents,
        (o.tendered * 100)::bigint AS tendered, (o.change * 100)::bigint AS change
      FROM orders o LEFT JOIN ou up ON up.order_id = o.id
      WHERE ${condition}
      UNION ALL
      SELECT day, pay, staff_id, ${hourOf(sql`at`, zone)}, 'upgrade', cents, NULL, NULL FROM u
      UNION ALL
      SELECT day, pay, staff_id, hour, kind, -cents, NULL, NULL FROM r
    ) m
    GROUP BY day, pay, staff_id, hour
  ),
  k AS MATERIALIZED (
    SELECT day, stock_id, count(*) FILTER (WHERE sold) AS lines,
      sum(qty) FILTER (WHERE sold) AS qty, (sum(amount) FILTER (WHERE sold) * 100)::bigint AS cents,
      sum(qty) FILTER (WHERE live AND status = 'Close') AS redeemed,
      sum(qty) FILTER (WHERE live AND status = 'Open') AS open
    FROM (
      -- OFFSET 0: each line's JSON read once, not once for each sum that asks.
      SELECT ${byDay ? sql`o.date` : sql`NULL::date`} AS day, it.stock_id, it.qty, it.amount,
        it.status, ${SOLD} AS sold, ${LIVE} AS live
      FROM ${byDay ? linesByDay(condition) : linesOfScope(condition)}
      OFFSET 0) it
    GROUP BY day, stock_id
  ),
  uu AS (SELECT day, pay, stock_id, count(*) AS count, sum(cents) AS cents FROM u
    GROUP BY day, pay, stock_id),
  cc AS (
    SELECT day, kind, pay, stock_id, sum(qty) AS qty, sum(cents) AS cents FROM (
      SELECT r.day, r.kind, r.pay, it.stock_id, it.qty, (it.amount * 100)::bigint AS cents
      FROM r JOIN order_items it ON it.id = r.order_item_id WHERE r.kind = 'refund'
      UNION ALL
      SELECT r.day, r.kind, r.pay, it.stock_id, it.qty, (it.amount * 100)::bigint
      FROM r JOIN order_items it ON it.order_id = r.order_id AND it.deleted_at IS NULL
      WHERE r.kind = 'void') given
    GROUP BY day, kind, pay, stock_id)`
}
