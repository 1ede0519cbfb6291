import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { RefundAnswer } from '../../../domain/contract/corrections'
import type { OrderItem } from '../../../domain/contract/orderItem'
import type { Stock } from '../../../domain/contract/stock'
import { auditLog, corrections, orderItems, outbox, sentMail } from '../../db/schema'
import { DEMO_MANAGER_PIN, DEMO_PIN } from '../../demo/seed'
import { TestClient, type Answer } from '../../test/client'
import { approval, REASON, saveSaleWithEmail } from '../../test/corrections'
import { count } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { stockNamed } from '../../test/stockFixtures'
import { savePushedOrder, saveStageOrder } from '../../test/testSales'

let server: TestServer
let demo: TestClient
let bear: Stock
let posy: Stock
let photoPackage: Stock

beforeAll(async () => {
  server = await startServer()
  demo = await TestClient.loggedIn(server.url, 'demo')
  bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
  posy = await stockNamed(server.db, 'demo', 'Graduation Posy')
  photoPackage = await stockNamed(server.db, 'demo', 'Premium Photography Package')
})
afterAll(async () => {
  await server?.close()
})

const refund = (client: TestClient, id: number, body: unknown, key?: string): Promise<Answer> =>
  client.post(`/demo/orderitems/${id}/refund`, body, {
    headers: key ? { 'idempotency-key': key } : {},
  })
const cash = (pin = DEMO_MANAGER_PIN) => ({ ...approval(pin), type: 'Cash' })
const refundsOf = (itemId: number) =>
  count(
    server.db,
    corrections,
    and(eq(corrections.orderItemId, itemId), eq(corrections.kind, 'refund')),
  )
const itemRow = async (id: number) =>
  (await server.db.select().from(orderItems).where(eq(orderItems.id, id)))[0]!

describe('POST /{tenant}/orderitems/{id}/refund', () => {
  it('refunds one item at its price: Refunded, a correction, a GES refund row, a receipt', async () => {
    const order = await saveSaleWithEmail(demo, server, 'demo', [{ stock: bear }, { stock: posy }])
    const posyItem = order.order_items[1]!
    const answer = await refund(demo, posyItem.id, { ...approval(), type: 'Eftpos' })
    expect(answer.status).toBe(200)
    const body = answer.body as RefundAnswer
    expect(body.refunded).toMatchObject({ id: posyItem.id, status: 'Refunded', amount: 30 })
    expect(body.order.order_items.map((item) => item.status)).toEqual(['Open', 'Refunded'])
    expect(body.order.amount).toBe(65)

    const [correction] = await server.db
      .select()
      .from(corrections)
      .where(eq(corrections.orderItemId, posyItem.id))
    expect(correction).toMatchObject({
      kind: 'refund',
      orderId: order.id,
      amount: '30.00',
      payment: 'Eftpos',
      reason: REASON,
    })
    const rows = await server.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, order.id), eq(outbox.kind, 'ges.refund')))
    expect(rows.map((row) => row.orderItemId)).toEqual([posyItem.id])
    expect(
      await count(
        server.db,
        auditLog,
        and(
          eq(auditLog.action, 'order_item.refund'),
          eq(auditLog.subject, `order_item:${posyItem.id}`),
        ),
      ),
    ).toBe(1)
    const [receipt] = await server.db
      .select()
      .from(sentMail)
      .where(and(eq(sentMail.orderItemId, posyItem.id), eq(sentMail.kind, 'refund_receipt')))
    expect(receipt).toMatchObject({ to: 'ada@example.com' })
    expect(receipt!.text).toContain('Amount refunded: $30.00')
  })

  it('refunds the item an upgrade made at its whole new price, and refuses the item it replaced', async () => {
    const order = await savePushedOrder(demo, server, 'demo', [{ stock: bear }])
    const upgrade = await demo.put<{ upgraded: OrderItem }>('/demo/orderitem', {
      fromOrderItemID: order.order_items[0]!.id,
      toStock: { id: photoPackage.id },
      type: 'Eftpos',
      email: 'buyer@example.com',
    })
    expect(upgrade.status).toBe(200)
    const exchanged = await refund(demo, order.order_items[0]!.id, cash())
    expect(exchanged.status).toBe(409)
    expect(exchanged.body.message).toMatch(/refund the item it was upgraded to/)

    const answer = await refund(demo, upgrade.body.upgraded.id, cash())
    expect(answer.status).toBe(200)
    expect(answer.body.refunded).toMatchObject({ status: 'Refunded', amount: 250 })
    const [correction] = await server.db
      .select()
      .from(corrections)
      .where(eq(corrections.orderItemId, upgrade.body.upgraded.id))
    expect(correction!.amount).toBe('250.00')
    // The sale had no address; the upgrade recorded one, and the receipt goes there.
    const [receipt] = await server.db
      .select()
      .from(sentMail)
      .where(eq(sentMail.orderItemId, upgrade.body.upgraded.id))
    expect(receipt).toMatchObject({ kind: 'refund_receipt', to: 'buyer@example.com' })
  })

  it('refunds a redeemed item; refuses a second refund, and the refunded item for redeem or upgrade', async () => {
    const order = await savePushedOrder(demo, server, 'demo', [{ stock: bear }])
    const item = order.order_items[0]!
    expect((await demo.put(`/demo/orderitems/${item.id}`, { status: 'Close' })).status).toBe(200)
    expect((await refund(demo, item.id, cash())).status).toBe(200)
    const again = await refund(demo, item.id, cash())
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('"Graduation Bear" has already been refunded.')
    expect(await refundsOf(item.id)).toBe(1)

    const open = await savePushedOrder(demo, server, 'demo', [{ stock: posy }])
    const openItem = open.order_items[0]!
    expect((await refund(demo, openItem.id, cash())).status).toBe(200)
    const redeem = await demo.put(`/demo/orderitems/${openItem.id}`, { status: 'Close' })
    expect(redeem.status).toBe(409)
    expect(redeem.body.message).toMatch(/refunded/)
    const upgrade = await demo.put('/demo/orderitem', {
      fromOrderItemID: openItem.id,
      toStock: { id: photoPackage.id },
      type: 'Cash',
    })
    expect(upgrade.status).toBe(409)
    expect(upgrade.body.message).toMatch(/paid back/)
  })

  it("refuses an item of a void sale, an operator's PIN, a bad body and another university's item", async () => {
    const order = await saveStageOrder(demo, server, 'demo', [{ stock: bear }])
    const item = order.order_items[0]!
    expect((await demo.post(`/demo/orders/${order.id}/void`, approval())).status).toBe(200)
    const voided = await refund(demo, item.id, cash())
    expect(voided.status).toBe(409)
    expect(voided.body.message).toMatch(/voided/)

    const sale = await saveStageOrder(demo, server, 'demo', [{ stock: bear }])
    const saleItem = sale.order_items[0]!
    const operator = await refund(demo, saleItem.id, cash(DEMO_PIN))
    expect(operator.status).toBe(403)
    expect(operator.body.message).toBe(
      "Only a manager's PIN can refund an item. Please ask a manager.",
    )
    for (const body of [
      { ...approval(), type: 'Cheque' },
      { ...approval() },
      { pin: DEMO_MANAGER_PIN, reason: '', type: 'Cash' },
      { ...cash('123') },
    ]) {
      const answer = await refund(demo, saleItem.id, body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(answer.body.errors ?? {}).length).toBeGreaterThan(0)
    }
    const north = await TestClient.loggedIn(server.url, 'northbridge')
    const northOrder = await saveStageOrder(north, server, 'northbridge', [
      { stock: await stockNamed(server.db, 'northbridge', 'Graduation Bear') },
    ])
    for (const id of [northOrder.order_items[0]!.id, 999_999]) {
      const answer = await refund(demo, id, cash())
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe('Order item not found.')
    }
    expect((await itemRow(saleItem.id)).status).toBe('Open')
    expect(await refundsOf(saleItem.id)).toBe(0)
  })

  it('answers a repeat of the same Idempotency-Key with the same refund, and 10 at once with one', async () => {
    const order = await saveStageOrder(demo, server, 'demo', [{ stock: bear }, { stock: posy }])
    const [first, second] = order.order_items
    const key = `refund-${first!.id}-key`
    const a = await refund(demo, first!.id, cash(), key)
    const b = await refund(demo, first!.id, cash(), key)
    expect([a.status, b.status]).toEqual([200, 200])
    expect(b.headers.get('idempotent-replayed')).toBe('true')
    expect(b.body).toEqual(a.body)
    expect(await refundsOf(first!.id)).toBe(1)

    // Signed in one after another: ten logins of one account at once count against its lockout.
    const kiosks: TestClient[] = []
    for (let i = 0; i < 10; i++) kiosks.push(await TestClient.loggedIn(server.url, 'demo'))
    const answers = await Promise.all(kiosks.map((kiosk) => refund(kiosk, second!.id, cash())))
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200,
      ...Array<number>(9).fill(409),
    ])
    expect(await refundsOf(second!.id)).toBe(1)
    expect((await itemRow(second!.id)).rev).toBe(second!.rev + 1)
  })
})
