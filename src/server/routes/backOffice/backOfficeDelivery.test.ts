import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import type { DeliveryHealth, ReceiptDelivery } from '../../../domain/contract/backOfficeDelivery'
import type { Order } from '../../../domain/contract/order'
import type { Stock } from '../../../domain/contract/stock'
import { MESSAGES } from '../../../domain/messages'
import { auditLog, orders, outbox, sentMail } from '../../db/schema'
import { TestClient } from '../../test/client'
import { count } from '../../test/fixtures'
import { startGes, type TestGes } from '../../test/gesServer'
import { startServer, type TestServer } from '../../test/harness'
import { managerClient } from '../../test/managers'
import { closedSmtpUrl, REJECTED_PREFIX, startSmtp, type TestSmtp } from '../../test/smtp'
import { stockNamed } from '../../test/stockFixtures'
import { saveStageOrder } from '../../test/testSales'

/** Mail goes to a loopback port where, at first, no mail server listens. */
let smtpUrl: string
let smtp: TestSmtp | null = null
let ges: TestGes
let server: TestServer
let kiosk: TestClient
let manager: TestClient
let bear: Stock

beforeAll(async () => {
  smtpUrl = await closedSmtpUrl()
  ges = await startGes()
  ges.behave(() => ({ status: 503, body: 'down for maintenance' }))
  // The retries come back after 30 s or more by themselves: within a test only Retry sends again.
  const slow = { retryBaseMs: 600_000, pollMs: 50 }
  server = await startServer({
    smtpUrl,
    gesUrl: ges.url,
    // The ordering system is down: a receipt goes at once, with its reference to follow.
    mail: { ...slow, referenceWaitMs: 0 },
    ges: { ...slow, maxDelayMs: 60_000, graceMs: 0, timeoutMs: 2000 },
  })
  kiosk = await TestClient.loggedIn(server.url, 'demo')
  manager = await managerClient(server.url, 'demo')
  bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
}, 180_000)
afterAll(async () => {
  await server?.close()
  await smtp?.close()
  await ges?.close()
})

const api = '/demo/admin/api/delivery'
const health = async () => (await manager.get<DeliveryHealth>(api)).body
const receiptTo = async (to: string) =>
  (await health()).receipts.find((r: ReceiptDelivery) => r.to === to)

/** Waits for a condition on the database, as a person would refresh the page. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000
  let value = await read()
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    value = await read()
  }
  return value
}

const mailOf = (orderId: number) =>
  server.db.select().from(sentMail).where(eq(sentMail.orderId, orderId)).orderBy(desc(sentMail.id))

async function saleWithReceiptTo(email: string): Promise<Order> {
  const order = await saveStageOrder(kiosk, server, 'demo', [{ stock: bear }])
  await kiosk.post(`/demo/orders/${order.id}/confirmation`, { email })
  await until(
    () => mailOf(order.id),
    (rows) => rows[0]?.attempts === 1,
  )
  return order
}

describe('delivery health in the back office', () => {
  it('shows a receipt the mail server could not take, in plain words, and sends it on Retry once the server is back', async () => {
    const order = await saleWithReceiptTo('ada@example.com')
    const listed = await receiptTo('ada@example.com')
    expect(listed).toMatchObject({
      order_id: order.id,
      what: 'Receipt',
      state: 'waiting',
      attempts: 1,
      error: 'The mail server could not be reached. It is tried again by itself.',
    })
    expect(listed!.raw_error).toMatch(/ECONNREFUSED/)
    const counts = (await manager.get(`${api}/counts`)).body
    expect(counts.receipts_waiting).toBeGreaterThanOrEqual(1)

    smtp = await startSmtp(Number(new URL(smtpUrl).port))
    const retried = await manager.post(`${api}/receipts/${listed!.id}/retry`, {})
    expect(retried.status).toBe(200)
    expect(retried.body).toEqual({ receipts: 1, pushes: 0 })

    const [sent] = await until(
      () => mailOf(order.id),
      (rows) => rows[0]?.status === 'sent',
    )
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null })
    expect(smtp.received.filter((m) => m.to[0] === 'ada@example.com')).toHaveLength(1)
    expect(await receiptTo('ada@example.com')).toBeUndefined()
    const lines = await count(
      server.db,
      auditLog,
      and(eq(auditLog.action, 'mail.retry'), eq(auditLog.subject, `order:${order.id}`)),
    )
    expect(lines).toBe(1)

    const again = await manager.post(`${api}/receipts/${listed!.id}/retry`, {})
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('This receipt has gone out already.')
  })

  it('resends a refused receipt to a corrected address, keeping the order’s address unless asked', async () => {
    const wrong = `${REJECTED_PREFIX}-bo@example.com`
    const order = await saleWithReceiptTo(wrong)
    const listed = await receiptTo(wrong)
    expect(listed).toMatchObject({ state: 'failed', next_attempt_at: null })
    expect(listed!.error).toMatch(/^The mail server refused the address/)
    const emailBefore = (await server.db.select().from(orders).where(eq(orders.id, order.id)))[0]!
      .email

    const rowsBefore = await count(server.db, sentMail)
    for (const [email, message] of [
      ['  ', MESSAGES.emailEmpty],
      ['bo@example', MESSAGES.emailInvalid],
    ]) {
      const refused = await manager.post(`${api}/receipts/${listed!.id}/resend`, { email })
      expect(refused.status).toBe(422)
      expect(refused.body.message).toBe(message)
    }
    expect(await count(server.db, sentMail)).toBe(rowsBefore)

    const resent = await manager.post(`${api}/receipts/${listed!.id}/resend`, {
      email: ' bo@example.com ',
    })
    expect(resent.status).toBe(200)
    expect(resent.body).toEqual({
      mail_id: expect.any(Number),
      to: 'bo@example.com',
      order_corrected: false,
    })
    await until(
      () => mailOf(order.id),
      (rows) => rows[0]?.status === 'sent',
    )
    expect(smtp!.received.filter((m) => m.to[0] === 'bo@example.com')).toHaveLength(1)
    expect(await receiptTo(wrong)).toBeUndefined()
    const [kept] = await server.db.select().from(orders).where(eq(orders.id, order.id))
    expect(kept!.email).toBe(emailBefore)
    const [line] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.resend'), eq(auditLog.subject, `order:${order.id}`)))
    expect(line!.details).toMatchObject({
      from: wrong,
      to: 'bo@example.com',
      order_corrected: false,
    })

    const second = await saleWithReceiptTo(`${REJECTED_PREFIX}-cy@example.com`)
    const [failed] = await mailOf(second.id)
    const fixed = await manager.post(`${api}/receipts/${failed!.id}/resend`, {
      email: 'cy@example.com',
      correct_order: true,
    })
    expect(fixed.body.order_corrected).toBe(true)
    const [corrected] = await server.db.select().from(orders).where(eq(orders.id, second.id))
    expect(corrected!.email).toBe('cy@example.com')
  })

  it('shows pushes the ordering system did not take, and Retry all sends them once it answers', async () => {
    const order = await saveStageOrder(kiosk, server, 'demo', [{ stock: bear }])
    const pushOf = async () =>
      (await server.db.select().from(outbox).where(eq(outbox.orderId, order.id)))[0]
    await until(pushOf, (row) => (row?.attempts ?? 0) >= 1 && row?.status === 'pending')
    const listed = (await health()).pushes.find((p) => p.order_id === order.id)
    expect(listed).toMatchObject({
      what: 'Order',
      state: 'waiting',
      error: 'The ordering system had a fault of its own. It is tried again by itself.',
    })
    expect((await manager.get(`${api}/counts`)).body.pushes_waiting).toBeGreaterThanOrEqual(1)

    ges.behave((request) => ({ status: 200, body: { reference: `G-${request.body.id}` } }))
    const retried = await manager.post(`${api}/retry`, {})
    expect(retried.status).toBe(200)
    expect(retried.body.pushes).toBeGreaterThanOrEqual(1)
    const done = await until(pushOf, (row) => row?.status === 'delivered')
    expect(done?.status).toBe('delivered')
    expect((await health()).pushes.find((p) => p.order_id === order.id)).toBeUndefined()
    expect(
      await count(server.db, auditLog, and(eq(auditLog.action, 'ges.retry'))),
    ).toBeGreaterThanOrEqual(1)
  })

  it('shows an order the ordering system refused as failed, and Retry sends it once it is fixed there', async () => {
    ges.behave(() => ({ status: 422, body: { error: 'ceremony code unknown' } }))
    const order = await saveStageOrder(kiosk, server, 'demo', [{ stock: bear }])
    const pushOf = async () =>
      (await server.db.select().from(outbox).where(eq(outbox.orderId, order.id)))[0]
    await until(pushOf, (row) => row?.status === 'failed')
    const listed = (await health()).pushes.find((p) => p.order_id === order.id)
    expect(listed).toMatchObject({
      state: 'failed',
      next_attempt_at: null,
      error: 'The ordering system refused this order. Check it in the ordering system, then retry.',
    })
    expect(listed!.raw_error).toContain('ceremony code unknown')

    ges.behave((request) => ({ status: 200, body: { reference: `G-${request.body.id}` } }))
    const retried = await manager.post(`${api}/pushes/${listed!.id}/retry`, {})
    expect(retried.body).toEqual({ receipts: 0, pushes: 1 })
    expect((await until(pushOf, (row) => row?.status === 'delivered'))?.status).toBe('delivered')
  })

  it("refuses another university's receipt and an unknown one with 404, changing nothing", async () => {
    const north = await managerClient(server.url, 'northbridge')
    const [demoMail] = await server.db.select().from(sentMail).orderBy(desc(sentMail.id)).limit(1)
    const before = await count(server.db, sentMail)
    for (const path of [
      `/northbridge/admin/api/delivery/receipts/${demoMail!.id}/retry`,
      `/northbridge/admin/api/delivery/receipts/${demoMail!.id}/resend`,
      `${api}/receipts/999999/retry`,
      `${api}/pushes/999999/retry`,
    ]) {
      const client = path.startsWith('/northbridge') ? north : manager
      const answer = await client.post(path, { email: 'x@example.com' })
      expect(answer.status, path).toBe(404)
    }
    expect(await count(server.db, sentMail)).toBe(before)
  })
})
