import { sql } from 'drizzle-orm'
import type { Db } from '../server/db/client'
import { rowsOf } from '../server/db/rows'

export const CEREMONY_ORDERS = 5_000
export const YEAR_ORDERS = 200_000

/**
 * A year of one university's counter sales for the takings report: a ceremony today with 5,000
 * orders, and 195,000 more spread over the 364 days before it, two ceremonies a day, each order
 * with two lines (a third of the lines redeemed) and a reference from the ordering system.
 * Returns today's ceremony and the year's first and last days.
 */
export interface ReportYear {
  ceremonyId: number
  from: string
  to: string
}

export async function addReportYear(db: Db, slug: string): Promise<ReportYear> {
  const university = sql`(SELECT id FROM universities WHERE slug = ${slug})`
  const stock = sql`(SELECT min(id) FROM stocks WHERE university_id = ${university})`
  const [today] = (
    await rowsOf<{ id: number; name: string }>(
      db,
      sql`
      INSERT INTO ceremonies (university_id, date, name)
      SELECT ${university}, current_date - d / 2, 'Bench ceremony ' || d
      FROM generate_series(0, 727) AS d
      RETURNING id, name`,
    )
  ).filter((row) => row.name === 'Bench ceremony 0')
  await db.execute(sql`
    WITH c AS (
      SELECT id, date, substring(name FROM 16)::int AS d FROM ceremonies
      WHERE university_id = ${university} AND name LIKE 'Bench ceremony %')
    INSERT INTO orders (university_id, ceremony_id, type, date, name, lastname, email, amount,
      paid, tendered, change, is_pos_order, pos_operator, json, created_at)
    SELECT ${university}, c.id, CASE WHEN g % 3 = 0 THEN 'Order#Eftpos' ELSE 'Order#Cash' END,
      c.date, 'Name' || g, 'Family' || (g % 997), 'b' || g || '@example.test', 65.00, 65.00,
      CASE WHEN g % 3 = 0 THEN NULL ELSE 100.00 END, CASE WHEN g % 3 = 0 THEN NULL ELSE 35.00 END,
      true, 0, jsonb_build_object('ges_order_id', 'R' || g),
      c.date + make_interval(hours => 9 + g % 8, mins => g % 60)
    FROM generate_series(1, ${YEAR_ORDERS}) AS g
    JOIN c ON c.d = CASE WHEN g <= ${CEREMONY_ORDERS} THEN 0 ELSE 1 + g % 727 END`)
  await db.execute(sql`
    INSERT INTO order_items (order_id, university_id, stock_id, name, type, qty, amount, status)
    SELECT o.id, o.university_id, ${stock}, 'Bench line', 'Stock#Bear', 1, 32.50,
      CASE WHEN (o.id + n) % 3 = 0 THEN 'Close' ELSE 'Open' END
    FROM orders o CROSS JOIN generate_series(1, 2) AS n
    WHERE o.university_id = ${university}`)
  const [range] = await rowsOf<{ from: string; to: string }>(
    db,
    sql`SELECT (current_date - 364)::text AS from, current_date::text AS to`,
  )
  return { ceremonyId: today!.id, from: range!.from, to: range!.to }
}
