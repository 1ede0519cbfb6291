import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import type { Stock } from '../../../domain/contract/stock'
import { gesReference } from '../../../domain/reference'
import { orders, outbox, sentMail } from '../../db/schema'
import { decodedText } from '../../test/smtp'
import { TestClient } from '../../test/client'
import { universityId } from '../../test/fixtures'
import { stockNamed } from '../../test/stockFixtures'
import { saveStageOrder } from '../../test/testSales'
import { startGes, type TestGes } from '../../test/gesServer'
import { startServer, type TestServer } from '../../test/harness'
import { startSmtp, type TestSmtp } from '../../test/smtp'

/**
 * Two server processes behind one load balancer, each with its own connections to one
 * PostgreSQL: their outbox workers claim rows with FOR UPDATE SKIP LOCKED, so each row is
 * delivered by one of them, once. Runs when TEST_DATABASE_URL names a PostgreSQL server (CI).
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two servers on one PostgreSQL', () => {
  let ges: TestGes
  let smtp: TestSmtp
  let first: TestServer
  let second: TestServer
  let bear: Stock
  const timings = { retryBaseMs: 100, maxDelayMs: 500, pollMs: 20, graceMs: 0 }

  beforeAll(async () => {
    ges = await startGes()
    smtp = await startSmtp()
    ges.behave((request) => ({ status: 200, body: { reference: `G-${request.body.id}` } }))
    first = await startServer({ gesUrl: ges.url, smtpUrl: smtp.url, ges: timings, mail: timings })
    second = await startServer({
      gesUrl: ges.url,
      smtpUrl: smtp.url,
      ges: timings,
      mail: timings,
      shareDatabaseWith: first,
      ownPool: true,
    })
    bear = await stockNamed(first.db, 'demo', 'Graduation Bear')
  }, 180_000)
  afterAll(async () => {
    await second?.close()
    await first?.close()
    await smtp?.close()
    await ges?.close()
  })

  it('deliver each queued push to the ordering system exactly once', async () => {
    const kiosk = await TestClient.loggedIn(first.url, 'demo')
    const ids: number[] = []
    for (let i = 0; i < 40; i++)
      ids.push((await saveStageOrder(kiosk, first, 'demo', [{ stock: bear }])).id)
    const deadline = Date.now() + 60_000
    let rows = await first.db.select().from(outbox).where(inArray(outbox.orderId, ids))
    while (rows.some((r) => r.status !== 'delivered') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      rows = await first.db.select().from(outbox).where(inArray(outbox.orderId, ids))
    }
    expect(rows.filter((r) => r.status !== 'delivered')).toEqual([])
    for (const id of ids) expect(ges.requestsFor(id), `order ${id}`).toHaveLength(1)
  }, 120_000)

  it('send each queued receipt exactly once', async () => {
    const demo = await universityId(first.db, 'demo')
    const rows = await first.db
      .insert(sentMail)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          universityId: demo,
          kind: 'order_confirmation',
          to: `twice-${i}@example.com`,
          subject: `Receipt ${i}`,
          html: '<p>receipt</p>',
          text: 'receipt',
          status: 'queued',
        })),
      )
      .returning({ id: sentMail.id })
    const ids = rows.map((r) => r.id)
    const deadline = Date.now() + 60_000
    let sent = await first.db.select().from(sentMail).where(inArray(sentMail.id, ids))
    while (sent.some((r) => r.status !== 'sent') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      sent = await first.db.select().from(sentMail).where(inArray(sentMail.id, ids))
    }
    expect(sent.filter((r) => r.status !== 'sent')).toEqual([])
    for (let i = 0; i < 40; i++) {
      expect(smtp.received.filter((m) => m.to[0] === `twice-${i}@example.com`)).toHaveLength(1)
    }
  }, 120_000)

  it('send each receipt that waits for its push once, with the reference', async () => {
    ges.behave((request) => ({
      status: 200,
      body: { reference: `G-${request.body.id}` },
      delayMs: 200,
    }))
    const kiosk = await TestClient.loggedIn(first.url, 'demo')
    const demo = await universityId(first.db, 'demo')
    const ids: number[] = []
    for (let i = 0; i < 20; i++)
      ids.push((await saveStageOrder(kiosk, first, 'demo', [{ stock: bear }])).id)
    // As a kiosk's request writes them: queued, each waiting for its order's push.
    const rows = await first.db
      .insert(sentMail)
      .values(
        ids.map((orderId, i) => ({
          universityId: demo,
          orderId,
          kind: 'order_confirmation',
          to: `waits-${i}@example.com`,
          subject: `Receipt ${i}`,
          html: '<p>receipt</p>',
          text: 'receipt',
          status: 'queued',
          awaitsPushUntil: new Date(Date.now() + 60_000),
        })),
      )
      .returning({ id: sentMail.id })
    const mailIds = rows.map((r) => r.id)
    const deadline = Date.now() + 60_000
    let sent = await first.db.select().from(sentMail).where(inArray(sentMail.id, mailIds))
    while (sent.some((r) => r.status !== 'sent') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      sent = await first.db.select().from(sentMail).where(inArray(sentMail.id, mailIds))
    }
    expect(sent.filter((r) => r.status !== 'sent')).toEqual([])
    for (const [i, orderId] of ids.entries()) {
      const got = smtp.received.filter((m) => m.to[0] === `waits-${i}@example.com`)
      expect(got).toHaveLength(1)
      const [order] = await first.db.select().from(orders).where(eq(orders.id, orderId))
      const reference = gesReference(order!.json)
      expect(reference).toMatch(/^G-/)
      expect(decodedText(got[0]!.raw)).toContain(`Reference Number: ${reference}`)
    }
  }, 120_000)
})
