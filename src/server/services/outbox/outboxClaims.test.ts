import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, type SQL } from 'drizzle-orm'
import { rowsOf } from '../../db/rows'
import { explainText } from '../../test/explain'
import { universityId } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { dueMail } from '../mail/mailClaim'
import { dueRows } from './outboxClaim'

/** A backlog: the ordering system and the mail server down for a while on a busy day. */
const BACKLOG = 5_000

let server: TestServer

beforeAll(async () => {
  server = await startServer()
  const demoId = await universityId(server.db, 'demo')
  const first = await rowsOf<{ id: number }>(
    server.db,
    sql`INSERT INTO orders (university_id, type, date, name, lastname, amount, paid, is_pos_order,
                            json)
        SELECT ${demoId}, 'Order#Cash', current_date, 'N', 'Backlog' || g, 35.00, 35.00, true, '{}'
        FROM generate_series(1, ${BACKLOG}) AS g
        RETURNING id`,
  )
  const ids = first.map((row) => row.id)
  await server.db.execute(sql`
    INSERT INTO outbox (university_id, order_id, kind, status, next_attempt_at)
    SELECT ${demoId}, id, 'ges.push', 'pending', now() - interval '1 hour'
    FROM unnest(${`{${ids.join(',')}}`}::int[]) AS id`)
  await server.db.execute(sql`
    INSERT INTO sent_mail (university_id, order_id, kind, "to", subject, status, next_attempt_at)
    SELECT ${demoId}, id, 'receipt', 'a@example.test', 'Receipt', 'queued',
           now() - interval '1 hour'
    FROM unnest(${`{${ids.join(',')}}`}::int[]) AS id`)
  // As autovacuum would (PGlite has none).
  await server.db.execute(sql`VACUUM ANALYZE outbox`)
  await server.db.execute(sql`VACUUM ANALYZE sent_mail`)
}, 180_000)
afterAll(async () => {
  await server?.close()
})

const explain = (statement: SQL) => explainText(server.db, statement)

/** The plan without the index, in a transaction rolled back: the check can fail. */
async function explainWithout(index: string, statement: SQL): Promise<string> {
  let text = ''
  await server.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(`DROP INDEX ${index}`))
      text = await explainText(tx, statement)
      throw new Error('rolled back')
    })
    .catch(() => undefined)
  return text
}

describe("the outboxes' workers take due rows in order, whatever the backlog", () => {
  it('the ordering system pushes: read from outbox_claim_next, no scan nor sort of the backlog', async () => {
    for (const untriedOnly of [true, false]) {
      const text = await explain(dueRows(server.db, 8, untriedOnly, new Date()).getSQL())
      expect(text, text).toMatch(/Index Scan using outbox_claim_next/)
      expect(text, text).not.toMatch(/Seq Scan|Sort/)
    }
    const without = await explainWithout(
      'outbox_claim_next',
      dueRows(server.db, 8, true, new Date()).getSQL(),
    )
    expect(without, without).toMatch(/Sort/)
  })

  it('the receipts: read from sent_mail_claim_next, no scan nor sort of the backlog', async () => {
    const text = await explain(dueMail(server.db, 4, new Date()).getSQL())
    expect(text, text).toMatch(/Index Scan using sent_mail_claim_next/)
    expect(text, text).not.toMatch(/Seq Scan|Sort/)
    const without = await explainWithout(
      'sent_mail_claim_next',
      dueMail(server.db, 4, new Date()).getSQL(),
    )
    expect(without, without).toMatch(/Sort/)
  })

  it('answer as many due rows as a run asks for', async () => {
    const rows = await dueRows(server.db, 8, true, new Date())
    expect(rows).toHaveLength(8)
    const mail = await dueMail(server.db, 4, new Date())
    expect(mail).toHaveLength(4)
  })
})
