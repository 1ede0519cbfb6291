import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import type { Stock } from '../../../domain/contract/stock'
import { auditLog, corrections, orderItems, orders, outbox, sentMail } from '../../db/schema'
import { DEMO_MANAGER_PIN, DEMO_PIN } from '../../demo/seed'
import { TestClient } from '../../test/client'
import { approval, REASON, saveSaleWithEmail } from '../../test/corrections'
import { count } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { stockNamed } from '../../test/stockFixtures'
import { saveStageOrder } from '../../test/testSales'

let server: TestServer
let demo: TestClient
let bear: Stock
let posy: Stock

beforeAll(async () => {
  server = await startServer()
  demo = await TestClient.loggedIn(server.url, 'demo')
  bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
  posy = await stockNamed(server.db, 'demo', 'Graduation Posy')
})
afterAll(async () => {
  await server?.close()
})

let signedIn: TestClient[] | null = null
/** Ten kiosks signed in once for the file: logins too are rate-limited. */
async function tenKiosks() {
  if (!signedIn) {
    // One after another: ten logins of one account at once count against its lockout.
    signedIn = []
    for (let i = 0; i < 10; i++) signedIn.push(await TestClient.loggedIn(server.url, 'demo'))
  }
  return signedIn
}

const voidOf = (client: TestClient, id: number, body: unknown, key?: string) =>
  client.post(`/demo/orders/${id}/void`, body, {
    headers: key ? { 'idempotency-key': key } : {},
  })
const orderRow = async (id: number) =>
  (await server.db.select().from(orders).where(eq(orders.id, id)))[0]!
const voidsOf = (orderId: number) =>
  count(server.db, corrections, and(eq(corrections.orderId, orderId), eq(corrections.kind, 'void')))
const cancelRows = (orderId: number) =>
  server.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'ges.cancel')))
const voidAudits = (orderId: number) =>
  count(
    server.db,
    auditLog,
    and(eq(auditLog.action, 'order.void'), eq(auditLog.subject, `order:${orderId}`)),
  )

describe('POST /{tenant}/orders/{id}/void', () => {
  it("voids a sale of today with a manager's PIN: the order, its items, the takings' line, the outbox", async () => {
    const order = await saveSaleWithEmail(demo, server, 'demo', [{ stock: bear }, { stock: posy }])
    const answer = await voidOf(demo, order.id, approval())
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: order.id, status: 'Void', amount: 65 })
    expect((answer.body as Order).order_items.map((item) => item.status)).toEqual(['Void', 'Void'])

    const [correction] = await server.db
      .select()
      .from(corrections)
      .where(eq(corrections.orderId, order.id))
    expect(correction).toMatchObject({
      kind: 'void',
      amount: '65.00',
      payment: 'Cash',
      reason: REASON,
      orderItemId: null,
    })
    expect(await cancelRows(order.id)).toHaveLength(1)
    expect(await voidAudits(order.id)).toBe(1)
    const [notice] = await server.db
      .select()
      .from(sentMail)
      .where(and(eq(sentMail.orderId, order.id), eq(sentMail.kind, 'void_notice')))
    expect(notice).toMatchObject({ to: 'ada@example.com' })
    expect(notice!.text).toContain('Amount returned: $65.00')
    expect(notice!.text).not.toContain(REASON)
    // The mail outbox's worker delivers it (to a file here, there being no SMTP server).
    const deadline = Date.now() + 10_000
    const statusOf = async () =>
      (await server.db.select().from(sentMail).where(eq(sentMail.id, notice!.id)))[0]!.status
    let status = notice!.status
    while ((status === 'queued' || status === 'sending') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      status = await statusOf()
    }
    expect(status).toBe('written')
  })

  it('sends no notice for a sale without a real address', async () => {
    const order = await saveStageOrder(demo, server, 'demo', [{ stock: bear }])
    expect((await voidOf(demo, order.id, approval())).status).toBe(200)
    expect(await count(server.db, sentMail, eq(sentMail.orderId, order.id))).toBe(0)
  })

  it("refuses an operator's PIN with 403 and a wrong PIN or no reason with 422, changing nothing", async () => {
    const order = await saveStageOrder(demo, server, 'demo', [{ stock: bear }])
    const operator = await voidOf(demo, order.id, approval(DEMO_PIN))
    expect(operator.status).toBe(403)
    expect(operator.body.message).toBe(
      "Only a manager's PIN can void a sale. Please ask a manager.",
    )

    const wrong = await voidOf(demo, order.id, approval('9999'))
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toHaveProperty('pin')
    for (const body of [
      { pin: DEMO_MANAGER_PIN, reason: '   ' },
      { pin: DEMO_MANAGER_PIN },
      { reason: REASON },
      { pin: 1234, reason: REASON },
      { pin: DEMO_MANAGER_PIN, reason: 'x'.repeat(501) },
    ]) {
      const answer = await voidOf(demo, order.id, body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
      expect(answer.body.message).toEqual(expect.any(String))
      expect(Object.keys(answer.body.errors ?? {}).length).toBeGreaterThan(0)
    }
    expect((await orderRow(order.id)).status).toBe('Paid')
    expect(await voidsOf(order.id)).toBe(0)
  })

  it("answers 404 for an unknown order and another university's", async () => {
    const north = await TestClient.loggedIn(server.url, 'northbridge')
    const northOrder = await saveStageOrder(north, server, 'northbridge', [
      { stock: await stockNamed(server.db, 'northbridge', 'Graduation Bear') },
    ])
    for (const id of [northOrder.id, 999_999]) {
      const answer = await voidOf(demo, id, approval())
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe('Order not found.')
    }
    expect((await orderRow(northOrder.id)).status).toBe('Paid')
    const bad = await voidOf(demo, 0, approval())
    expect(bad.status).toBe(422)
  })

  it('answers 409 with the reason for a sale already void, redeemed, or of another day', async () => {
    const order = await saveStageOrder(demo, server, 'demo', [{ stock: bear }])
    expect((await voidOf(demo, order.id, approval())).status).toBe(200)
    const again = await voidOf(demo, order.id, approval())
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('This sale has already been voided.')

    const redeemed = await saveStageOrder(demo, server, 'demo', [{ stock: bear }, { stock: posy }])
    await demo.put(`/demo/orderitems/${redeemed.order_items[0]!.id}`, { status: 'Close' })
    const refused = await voidOf(demo, redeemed.id, approval())
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/redeemed; refund the other items/)

    const old = await saveStageOrder(demo, server, 'demo', [{ stock: bear }])
    await server.db.update(orders).set({ date: '2025-01-02' }).where(eq(orders.id, old.id))
    const yesterday = await voidOf(demo, old.id, approval())
    expect(yesterday.status).toBe(409)
    expect(yesterday.body.message).toMatch(/only a sale of today/i)
    expect(await voidsOf(redeemed.id)).toBe(0)
    expect(await voidsOf(old.id)).toBe(0)
    // A voided sale's items can be neither redeemed nor refunded.
    const redeem = await demo.put(`/demo/orderitems/${order.order_items[0]!.id}`, {
      status: 'Close',
    })
    expect(redeem.status).toBe(409)
    expect(redeem.body.message).toMatch(/voided/)
  })

  it('answers a repeat of the same Idempotency-Key with the same order, once written', async () => {
    const order = await saveStageOrder(demo, server, 'demo', [{ stock: bear }])
    const key = `void-${order.id}-key`
    const first = await voidOf(demo, order.id, approval(), key)
    const second = await voidOf(demo, order.id, approval(), key)
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    expect(second.body).toEqual(first.body)
    expect(await voidsOf(order.id)).toBe(1)
    expect(await voidAudits(order.id)).toBe(1)

    const other = await voidOf(demo, order.id, approval(DEMO_MANAGER_PIN, 'Another reason'), key)
    expect(other.status).toBe(422)
    expect(other.body.errors).toHaveProperty('Idempotency-Key')
  })

  it('10 voids of one sale at once from 10 kiosks: one 200, nine 409, one of everything', async () => {
    const order = await saveStageOrder(demo, server, 'demo', [{ stock: bear }])
    const kiosks = await tenKiosks()
    const answers = await Promise.all(kiosks.map((kiosk) => voidOf(kiosk, order.id, approval())))
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)])
    expect(await voidsOf(order.id)).toBe(1)
    expect(await cancelRows(order.id)).toHaveLength(1)
    expect(await voidAudits(order.id)).toBe(1)
    const items = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
    expect(items.map((item) => [item.status, item.rev])).toEqual([['Void', 2]])
  })

  it('10 repeats of one key at once: one void, every answer the same order', async () => {
    const order = await saveStageOrder(demo, server, 'demo', [{ stock: bear }])
    const kiosks = await tenKiosks()
    const key = `void-burst-${order.id}`
    const answers = await Promise.all(
      kiosks.map((kiosk) => voidOf(kiosk, order.id, approval(), key)),
    )
    expect(answers.map((a) => a.status)).toEqual(Array<number>(10).fill(200))
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(9)
    expect(await voidsOf(order.id)).toBe(1)
  })

  it('counts wrong PINs under the same kiosk lockout as /checkpin', async () => {
    const kiosk = await TestClient.loggedIn(server.url, 'demo')
    const order = await saveStageOrder(kiosk, server, 'demo', [{ stock: bear }])
    for (let i = 0; i < 5; i++) {
      expect((await voidOf(kiosk, order.id, approval('9999'))).status).toBe(422)
    }
    const locked = await kiosk.post('/demo/checkpin', { pin: DEMO_MANAGER_PIN })
    expect(locked.status).toBe(429)
    const lockedVoid = await voidOf(kiosk, order.id, approval())
    expect(lockedVoid.status).toBe(429)
    expect((await orderRow(order.id)).status).toBe('Paid')
  })
})
