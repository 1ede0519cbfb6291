import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Stock } from '../../../domain/contract/stock'
import { gesReference } from '../../../domain/reference'
import { TO_FOLLOW } from '../../../domain/receipt/receipt'
import { orders, sentMail } from '../../db/schema'
import { TestClient } from '../../test/client'
import { stockNamed } from '../../test/stockFixtures'
import { saveStageOrder } from '../../test/testSales'
import { startGes, type TestGes } from '../../test/gesServer'
import { startServer, type TestServer } from '../../test/harness'
import { decodedText, startSmtp, type TestSmtp } from '../../test/smtp'

/**
 * A sale's receipt asked for before its push reached the ordering system waits in the mail
 * outbox for the reference, over a real SMTP server and the GES stub on loopback. The waits are
 * shortened to seconds; the worker never pushes an order nobody asked to push here.
 */
const REFERENCE_WAIT_MS = 12_000
/** The kiosk's wait for its answer, long enough for a loaded machine's push, below the one above. */
const RECEIPT_WAIT_MS = 4000

let ges: TestGes
let smtp: TestSmtp
let server: TestServer
let kiosk: TestClient
let bear: Stock

beforeAll(async () => {
  ges = await startGes()
  smtp = await startSmtp()
  ges.behave((request) => ({ status: 200, body: { reference: `G-${request.body.id}` } }))
  server = await startServer({
    gesUrl: ges.url,
    smtpUrl: smtp.url,
    ges: { graceMs: 3_600_000, pollMs: 50, retryBaseMs: 100, maxDelayMs: 400, timeoutMs: 2000 },
    mail: {
      pollMs: 50,
      retryBaseMs: 100,
      referenceWaitMs: REFERENCE_WAIT_MS,
      receiptWaitMs: RECEIPT_WAIT_MS,
    },
  })
  kiosk = await TestClient.loggedIn(server.url, 'demo')
  bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
}, 60_000)
afterAll(async () => {
  await server?.close()
  await smtp?.close()
  await ges?.close()
})

/** The one message the SMTP server received for `to`, once it has. */
async function mailTo(to: string): Promise<string> {
  const deadline = Date.now() + 30_000
  let got = smtp.received.filter((m) => m.to[0] === to)
  while (got.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    got = smtp.received.filter((m) => m.to[0] === to)
  }
  expect(got).toHaveLength(1)
  return decodedText(got[0]!.raw)
}

const referenceOf = async (orderId: number) =>
  gesReference((await server.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.json)

/**
 * How long the receipt waited in the outbox, from queued to sent. Its row says sent a moment after
 * the mail server has the message: read once it does.
 */
async function waited(orderId: number): Promise<number> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const [row] = await server.db.select().from(sentMail).where(eq(sentMail.orderId, orderId))
    if (row?.sentAt) return row.sentAt.getTime() - row.createdAt.getTime()
    if (Date.now() > deadline)
      throw new Error(`the receipt of order ${orderId} is not recorded sent`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe("a sale's receipt and its reference", () => {
  it('asked for before the kiosk pushes the order, pushes it and goes with the reference; the kiosk hears sent', async () => {
    ges.behave((request) => ({ status: 200, body: { reference: `G-${request.body.id}` } }))
    const order = await saveStageOrder(kiosk, server, 'demo', [{ stock: bear }])
    const receipt = await kiosk.post(`/demo/orders/${order.id}/confirmation`, {
      email: 'first@example.com',
    })
    expect(receipt.body).toEqual({ sent: true, mail_id: expect.any(Number) })
    const reference = await referenceOf(order.id)
    expect(reference).toMatch(/^G-/)
    const text = await mailTo('first@example.com')
    expect(text).toContain(`Reference Number: ${reference}`)
    expect(text).not.toContain(TO_FOLLOW)
    // The kiosk's own push, as its confirmation appears, finds the order there: one request.
    expect((await kiosk.post(`/demo/ges/orders/${order.id}`, {})).status).toBe(200)
    expect(ges.requestsFor(order.id)).toHaveLength(1)
  })

  it('with the ordering system slow, the kiosk hears queued and the receipt waits for the reference', async () => {
    const upAt = Date.now() + RECEIPT_WAIT_MS + 1500
    ges.behave((request) =>
      Date.now() < upAt
        ? { status: 503, body: { message: 'starting up' } }
        : { status: 200, body: { reference: `G-${request.body.id}` } },
    )
    const order = await saveStageOrder(kiosk, server, 'demo', [{ stock: bear }])
    const receipt = await kiosk.post(`/demo/orders/${order.id}/confirmation`, {
      email: 'slow@example.com',
    })
    expect(receipt.body).toEqual({
      queued: true,
      mail_id: expect.any(Number),
      waiting_for: 'reference',
    })
    expect(smtp.received.filter((m) => m.to[0] === 'slow@example.com')).toEqual([])
    const text = await mailTo('slow@example.com')
    const reference = await referenceOf(order.id)
    expect(reference).toMatch(/^G-/)
    expect(text).toContain(`Reference Number: ${reference}`)
    expect(await waited(order.id)).toBeLessThan(REFERENCE_WAIT_MS)
  })

  it('with the ordering system down past the wait, goes with the reference to follow', async () => {
    ges.behave(() => ({ status: 503, body: { message: 'down for maintenance' } }))
    const order = await saveStageOrder(kiosk, server, 'demo', [{ stock: bear }])
    const asked = Date.now()
    const receipt = await kiosk.post(`/demo/orders/${order.id}/confirmation`, {
      email: 'down@example.com',
    })
    expect(receipt.body).toEqual({
      queued: true,
      mail_id: expect.any(Number),
      waiting_for: 'reference',
    })
    const text = await mailTo('down@example.com')
    expect(text).toContain(`Reference Number: ${TO_FOLLOW}`)
    // Measured on this side: the row's own clock starts a moment after the wait was set.
    expect(Date.now() - asked).toBeGreaterThanOrEqual(REFERENCE_WAIT_MS)
    expect(await referenceOf(order.id)).toBeNull()
  })

  it('a push the ordering system refused for good does not hold the receipt', async () => {
    ges.behave(() => ({ status: 422, body: { message: 'unknown ceremony' } }))
    const order = await saveStageOrder(kiosk, server, 'demo', [{ stock: bear }])
    const receipt = await kiosk.post(`/demo/orders/${order.id}/confirmation`, {
      email: 'refused@example.com',
    })
    expect(receipt.body).toEqual({ sent: true, mail_id: expect.any(Number) })
    expect(await mailTo('refused@example.com')).toContain(`Reference Number: ${TO_FOLLOW}`)
  })
})
