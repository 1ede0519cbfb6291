import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { rowsOf } from '../../../db/rows'
import { explainText } from '../../../test/explain'
import { universityId } from '../../../test/fixtures'
import { startServer, type TestServer } from '../../../test/harness'
import { deliveryCounts, deliveryHealth, deliveryQueries } from './deliveryList'

/** A season of receipts and pushes that all went out, and a few that did not. */
const DELIVERED = 20_000
const FAILING = 30

let server: TestServer
let demoId: number

beforeAll(async () => {
  server = await startServer()
  demoId = await universityId(server.db, 'demo')
  const ids = (
    await rowsOf<{ id: number }>(
      server.db,
      sql`INSERT INTO orders (university_id, type, date, name, lastname, amount, paid, is_pos_order, json)
        SELECT ${demoId}, 'Order#Cash', current_date, 'N', 'Season' || g, 35.00, 35.00, true, '{}'
        FROM generate_series(1, ${DELIVERED}) AS g RETURNING id`,
    )
  ).map((row) => row.id)
  const array = `{${ids.join(',')}}`
  await server.db.execute(sql`
    INSERT INTO sent_mail (university_id, order_id, kind, "to", subject, status, attempts)
    SELECT ${demoId}, id, 'order_confirmation', 'a@example.test', 'Receipt',
           CASE WHEN ord <= ${FAILING} THEN 'failed' ELSE 'sent' END, 1
    FROM unnest(${array}::int[]) WITH ORDINALITY AS u(id, ord)`)
  await server.db.execute(sql`
    INSERT INTO outbox (university_id, order_id, kind, status, attempts)
    SELECT ${demoId}, id, 'ges.push', CASE WHEN ord <= ${FAILING} THEN 'pending' ELSE 'delivered' END, 1
    FROM unnest(${array}::int[]) WITH ORDINALITY AS u(id, ord)`)
  // As autovacuum would (PGlite has none).
  await server.db.execute(sql`VACUUM ANALYZE sent_mail`)
  await server.db.execute(sql`VACUUM ANALYZE outbox`)
}, 180_000)
afterAll(async () => {
  await server?.close()
})

describe('delivery health over a season of delivered receipts and pushes', () => {
  it('reads the few failing rows through the outboxes’ partial indexes, never every row', async () => {
    for (const [name, query] of Object.entries(deliveryQueries)) {
      const text = await explainText(server.db, query(server.db, demoId).getSQL())
      expect(text, `${name}\n${text}`).not.toMatch(/Seq Scan on (sent_mail|outbox)\b/)
    }
  })

  it('answers the list and the counts in well under a second', async () => {
    const read = async () => {
      const started = performance.now()
      const health = await deliveryHealth(server.db, demoId)
      const counts = await deliveryCounts(server.db, demoId)
      return { health, counts, ms: performance.now() - started }
    }
    const first = await read()
    expect(first.health.receipts).toHaveLength(FAILING)
    expect(first.health.pushes).toHaveLength(FAILING)
    expect(first.counts).toMatchObject({ receipts_failed: FAILING, pushes_waiting: FAILING })
    const times: number[] = []
    for (let i = 0; i < 5; i++) times.push((await read()).ms)
    const median = times.sort((a, b) => a - b)[2]!
    expect(median).toBeLessThan(1000)
    console.log(
      `delivery list and counts over ${DELIVERED} delivered rows: first ${first.ms.toFixed(0)} ms, then a median of ${median.toFixed(0)} ms`,
    )
  })
})
