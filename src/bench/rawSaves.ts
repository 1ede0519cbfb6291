/**
 * The baseline for saves: the statements a stage sale's save sends (saleReads.ts, saleWrites.ts),
 * written out by hand and sent straight through the driver in one transaction, by `workers`
 * clients at once for `durationMs`: the read that claims the idempotency key and reads ceremony,
 * customer and stock; the order; its line with the key, the audit line and the queued push.
 * What the server adds on top (HTTP, the session, query building, pricing) is what is measured.
 */
import { sql } from 'drizzle-orm'
import { PLACEHOLDER_CUSTOMER } from '../domain/sale/customer'
import type { Db } from '../server/db/client'
import { backToBack } from './backToBack'

/**
 * Each sale's key is new, in every call: a key used before would only conflict, and the save would
 * skip the key's insert (until stop 36 each call counted its keys from 0 again).
 */
let keys = 0

/**
 * The stage sale's customer as the server writes it: the placeholder's name, email and phone go
 * into the order's search indexes (until stop 37 the raw order had empty names and no email,
 * which spared it that work).
 */
const { name, lastname, countrycode, phone, email } = PLACEHOLDER_CUSTOMER

export function rawSaves(db: Db, workers: number, durationMs: number, ceremonyId: number) {
  return backToBack(workers, durationMs, () => rawSale(db, ceremonyId))
}

/** One sale's raw statements, in one transaction. */
export function rawSale(db: Db, ceremonyId: number) {
  const key = `raw-${process.pid}-${keys++}`
  return db.transaction(async (tx) => {
    await tx.execute(sql`
        WITH claimed AS (
          INSERT INTO idempotency_keys (university_id, key, request_hash) VALUES (1, ${key}, 'h')
          ON CONFLICT DO NOTHING RETURNING 1)
        SELECT (SELECT count(*) FROM claimed) AS claimed, NULL::json AS pin, c.*, cu.*, s.*
        FROM universities u
        LEFT JOIN ceremonies c ON c.id = ${ceremonyId} AND c.university_id = 1
        LEFT JOIN customers cu ON cu.id = 0 AND cu.university_id = 1
        LEFT JOIN stocks s ON s.university_id = 1 AND s.id = ANY('{1}'::int[])
          AND s.deleted_at IS NULL
        WHERE u.id = 1`)
    const result = (await tx.execute(sql`
        INSERT INTO orders (university_id, ceremony_id, type, date, name, lastname, countrycode,
          phone, email, amount, paid, is_pos_order, pos_operator, status, status_ts, json)
        VALUES (1, ${ceremonyId}, 'Order#Eftpos', current_date, ${name}, ${lastname},
          ${countrycode}, ${phone}, ${email}, 35.00, 35.00, true, 0, 'Paid', now(),
          '{"mode":"stage","recorded_by":1}')
        RETURNING *`)) as unknown as { rows: { id: number }[] }
    const id = result.rows[0]!.id
    await tx.execute(sql`
        WITH named_key AS (
          UPDATE idempotency_keys SET order_id = ${id} WHERE university_id = 1 AND key = ${key}),
        audit_line AS (
          INSERT INTO audit_log (university_id, staff_id, action, subject, details)
          VALUES (1, 1, 'order.save', ${`order:${id}`},
            '{"mode":"stage","type":"Order#Eftpos","amount":"35.00","operator":0}')),
        queued_push AS (
          INSERT INTO outbox (university_id, order_id, kind, status, next_attempt_at)
          VALUES (1, ${id}, 'ges.push', 'pending', now() + interval '2 minutes'))
        INSERT INTO order_items (order_id, university_id, stock_id, name, type, qty, amount,
          status, status_ts, json)
        VALUES (${id}, 1, 1, 'Graduation Bear', 'OrderItem#Bear', 1, 35.00, 'Open', now(), '{}')
        RETURNING *`)
  })
}
