/**
 * The baseline for saves: a sale's writes (order, line, queued push, audit line) sent straight
 * through the driver in one transaction, by `workers` clients at once for `durationMs`.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../server/db/client'

export async function rawSaves(db: Db, workers: number, durationMs: number) {
  const until = performance.now() + durationMs
  let saved = 0
  const worker = async () => {
    while (performance.now() < until) {
      await db.transaction(async (tx) => {
        const result = (await tx.execute(sql`
          INSERT INTO orders (university_id, ceremony_id, type, date, name, lastname, amount, paid, json)
          VALUES (1, NULL, 'Order#Eftpos', current_date, '', '', 35.00, 35.00, '{}')
          RETURNING id`)) as unknown as { rows: { id: number }[] }
        const id = result.rows[0]!.id
        await tx.execute(sql`
          INSERT INTO order_items (order_id, university_id, stock_id, name, type, qty, amount, status)
          VALUES (${id}, 1, 1, 'Bear', 'OrderItem#Bear', 1, 35.00, 'Open')`)
        await tx.execute(
          sql`INSERT INTO outbox (university_id, order_id, kind) VALUES (1, ${id}, 'ges.push')`,
        )
        await tx.execute(sql`
          INSERT INTO audit_log (university_id, action, subject) VALUES (1, 'order.save', ${`order:${id}`})`)
      })
      saved++
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: workers }, worker))
  return { saved, perSecond: saved / ((performance.now() - started) / 1000) }
}
