/**
 * The baseline for saves: the statements a stage sale's save sends (saleReads.ts, saleWrites.ts),
 * written out by hand and sent straight through the driver, by `workers` clients at once for
 * `durationMs`: the read of the idempotency key and of the ceremony, customer and stock columns a
 * sale uses (saleColumns in saleReads.ts); then one statement that claims the key and writes the
 * order, its line, the audit line and the queued push.
 * What the server adds on top (HTTP, the session, query building, pricing) is what is measured.
 */
import { sql } from 'drizzle-orm'
import { PLACEHOLDER_CUSTOMER } from '../domain/sale/customer'
import type { Db } from '../server/db/client'
import { backToBack } from './backToBack'

/**
 * Each sale's key is new, in every call: a key used before would only conflict, and the save would
 * skip the key's insert, and raw would be measured doing less than the server.
 */
let keys = 0

/**
 * The stage sale's customer as the server writes it: the placeholder's name, email and phone go
 * into the order's search indexes, so the raw order does that work too.
 */
const { name, lastname, countrycode, phone, email } = PLACEHOLDER_CUSTOMER

export function rawSaves(db: Db, workers: number, durationMs: number, ceremonyId: number) {
  return backToBack(workers, durationMs, () => rawSale(db, ceremonyId))
}

/** One sale's raw statements: the read, then the write of everything, with no transaction. */
export async function rawSale(db: Db, ceremonyId: number) {
  const key = `raw-${process.pid}-${keys++}`
  await db.execute(sql`
      SELECT EXISTS (SELECT 1 FROM idempotency_keys WHERE university_id = 1 AND key = ${key})
        AS key_taken, NULL::json AS pin, c.id, c.name, c.date,
        cu.id, cu.student_id, cu.name, cu.lastname, cu.email, cu.phone,
        s.id, s.name, s.type, s.price, s.json, s.require_address
      FROM universities u
      LEFT JOIN ceremonies c ON c.id = ${ceremonyId} AND c.university_id = 1
      LEFT JOIN customers cu ON cu.id = 0 AND cu.university_id = 1
      LEFT JOIN stocks s ON s.university_id = 1 AND s.id = ANY('{1}'::int[])
        AND s.deleted_at IS NULL
      WHERE u.id = 1`)
  await db.execute(sql`
      WITH order_id AS (
        INSERT INTO idempotency_keys (university_id, key, request_hash, order_id)
        SELECT 1, ${key}, 'h', nextval('orders_id_seq')::integer
        ON CONFLICT DO NOTHING RETURNING order_id AS id),
      new_order AS (
        INSERT INTO orders (id, university_id, ceremony_id, type, date, name, lastname,
          countrycode, phone, email, amount, paid, is_pos_order, pos_operator, status, status_ts,
          json)
        SELECT order_id.id, 1, ${ceremonyId}, 'Order#Eftpos', current_date, ${name}, ${lastname},
          ${countrycode}, ${phone}, ${email}, 35.00, 35.00, true, 0, 'Paid', now(),
          '{"mode":"stage","recorded_by":1}'
        FROM order_id RETURNING *),
      sale_lines AS (
        INSERT INTO order_items (order_id, university_id, stock_id, name, type, qty, amount,
          status, status_ts, json)
        SELECT new_order.id, 1, 1, 'Graduation Bear', 'OrderItem#Bear', 1, 35.00, 'Open', now(),
          '{}'
        FROM new_order RETURNING *),
      audit_line AS (
        INSERT INTO audit_log (university_id, staff_id, action, subject, details)
        SELECT 1, 1, 'order.save', 'order:' || new_order.id,
          '{"mode":"stage","type":"Order#Eftpos","amount":"35.00","operator":0}'
        FROM new_order),
      queued_push AS (
        INSERT INTO outbox (university_id, order_id, kind, status, next_attempt_at)
        SELECT 1, new_order.id, 'ges.push', 'pending', now() + interval '2 minutes'
        FROM new_order)
      SELECT new_order.*, sale_lines.* FROM new_order LEFT JOIN sale_lines ON true`)
}
