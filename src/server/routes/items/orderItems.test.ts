import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import type { OrderItem } from '../../../domain/contract/orderItem'
import type { Stock } from '../../../domain/contract/stock'
import { auditLog, orderItems, orders } from '../../db/schema'
import { TestClient } from '../../test/client'
import { count } from '../../test/fixtures'
import { colourOf, stockNamed } from '../../test/stockFixtures'
import { saveStageOrder, savePushedOrder } from '../../test/testSales'
import { startServer, type TestServer } from '../../test/harness'

let server: TestServer
let demo: TestClient
let bear: Stock
let charm: Stock
let posy: Stock
let frame: Stock
let timberFrame: Stock
let plaque: Stock
let photoPackage: Stock

beforeAll(async () => {
  server = await startServer()
  demo = await TestClient.loggedIn(server.url, 'demo')
  bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
  charm = await stockNamed(server.db, 'demo', 'Charm Bear Keyring')
  posy = await stockNamed(server.db, 'demo', 'Graduation Posy')
  frame = await stockNamed(server.db, 'demo', 'Classic Degree Frame')
  timberFrame = await stockNamed(server.db, 'demo', 'Premium Timber Frame')
  plaque = await stockNamed(server.db, 'demo', 'Degree Plaque')
  photoPackage = await stockNamed(server.db, 'demo', 'Premium Photography Package')
})
afterAll(async () => {
  await server?.close()
})

const itemRow = async (id: number) =>
  (await server.db.select().from(orderItems).where(eq(orderItems.id, id)))[0]!
const orderRow = async (id: number) =>
  (await server.db.select().from(orders).where(eq(orders.id, id)))[0]!
const audits = (action: string, subject: string) =>
  count(server.db, auditLog, and(eq(auditLog.action, action), eq(auditLog.subject, subject)))

describe('PUT /{tenant}/orderitems/{id} (redeem)', () => {
  it('closes an open item once: 200 with the item, then 409', async () => {
    const order = await saveStageOrder(demo, server, 'demo', [{ stock: bear }])
    const item = order.order_items[0]!
    const answer = await demo.put<OrderItem>(`/demo/orderitems/${item.id}`, { status: 'Close' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      id: item.id,
      status: 'Close',
      rev: item.rev + 1,
      name: 'Graduation Bear',
    })
    expect(answer.body.status_ts).not.toBe(item.status_ts)
    expect((await itemRow(item.id)).status).toBe('Close')
    expect(await audits('order_item.redeem', `order_item:${item.id}`)).toBe(1)

    const again = await demo.put(`/demo/orderitems/${item.id}`, { status: 'Close' })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('"Graduation Bear" has already been redeemed.')
    expect(await audits('order_item.redeem', `order_item:${item.id}`)).toBe(1)
  })

  it('refuses an item with no quantity left with 409', async () => {
    const order = await saveStageOrder(demo, server, 'demo', [{ stock: posy }])
    const item = order.order_items[0]!
    await server.db.update(orderItems).set({ qty: 0 }).where(eq(orderItems.id, item.id))
    const answer = await demo.put(`/demo/orderitems/${item.id}`, { status: 'Close' })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toMatch(/no quantity/)
    expect((await itemRow(item.id)).status).toBe('Open')
  })

  it("answers 404 for an unknown item and for another university's item, changing nothing", async () => {
    const north = await TestClient.loggedIn(server.url, 'northbridge')
    const northOrder = await saveStageOrder(north, server, 'northbridge', [
      { stock: await stockNamed(server.db, 'northbridge', 'Graduation Bear') },
    ])
    const northItem = northOrder.order_items[0]!
    for (const id of [northItem.id, 999_999]) {
      const answer = await demo.put(`/demo/orderitems/${id}`, { status: 'Close' })
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe('Order item not found.')
    }
    expect((await itemRow(northItem.id)).status).toBe('Open')
  })

  it('refuses any status but Close with 422', async () => {
    const order = await saveStageOrder(demo, server, 'demo', [{ stock: bear }])
    for (const body of [{ status: 'Open' }, { status: 'close' }, {}]) {
      const answer = await demo.put(`/demo/orderitems/${order.order_items[0]!.id}`, body)
      expect(answer.status).toBe(422)
      expect(answer.body.errors).toHaveProperty('status')
    }
    expect((await itemRow(order.order_items[0]!.id)).status).toBe('Open')
  })

  it('20 redeems of one item at once: exactly one 200 and 19 × 409, one audit line', async () => {
    const order = await saveStageOrder(demo, server, 'demo', [{ stock: bear }])
    const item = order.order_items[0]!
    const clients = await Promise.all([1, 2].map(() => TestClient.loggedIn(server.url, 'demo')))
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        clients[i % 2]!.put(`/demo/orderitems/${item.id}`, { status: 'Close' }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    expect(await audits('order_item.redeem', `order_item:${item.id}`)).toBe(1)
    expect((await itemRow(item.id)).rev).toBe(item.rev + 1)
  })
})

describe('PUT /{tenant}/orderitem (upgrade)', () => {
  it('upgrades with fromOrderItemID/toStock: the new item, the flagged original and the grown order', async () => {
    const order = await savePushedOrder(demo, server, 'demo', [{ stock: bear }, { stock: posy }])
    const original = order.order_items[0]!
    expect(original.json.ges_line_id).toEqual(expect.any(String))
    const answer = await demo.put<{ upgraded: OrderItem; order: Order }>('/demo/orderitem', {
      fromOrderItemID: original.id,
      toStock: { id: photoPackage.id },
      type: 'Eftpos',
      email: 'buyer@example.com',
    })
    expect(answer.status).toBe(200)
    const { upgraded, order: after } = answer.body
    expect(upgraded).toMatchObject({
      order_id: order.id,
      stock_id: photoPackage.id,
      name: 'Premium Photography Package',
      type: 'OrderItem#PhotographService',
      qty: 1,
      amount: 250,
      status: 'Open',
      json: {
        upgraded_from: original.id,
        ges_line_id: expect.stringMatching(new RegExp(`^${order.json.ges_order_id}-U`)),
        upgrade: { payable: 215, gst: 19.55, payment_type: 'Eftpos', email: 'buyer@example.com' },
      },
    })
    // 215 / 11 = 19.545…, GST rounds to the cent.
    expect(after.amount).toBe(order.amount + 215)
    expect(after.paid).toBe(order.paid + 215)
    expect(after.email).toBe('buyer@example.com')
    const flagged = after.order_items.find((i) => i.id === original.id)!
    expect(flagged.json).toMatchObject({ upgraded: true, upgraded_to: upgraded.id })
    expect(after.order_items.map((i) => i.id)).toEqual([
      original.id,
      order.order_items[1]!.id,
      upgraded.id,
    ])

    expect((await itemRow(original.id)).json).toMatchObject({
      upgraded: true,
      upgraded_to: upgraded.id,
    })
    expect(await orderRow(order.id)).toMatchObject({ amount: '280.00', paid: '280.00' })
    expect(await audits('order_item.upgrade', `order_item:${original.id}`)).toBe(1)
  })

  it('upgrades with originalID/upgradedStock, naming frames by their mat colour', async () => {
    const order = await savePushedOrder(demo, server, 'demo', [
      { stock: frame, colour: colourOf(frame, 'Navy') },
    ])
    const original = order.order_items[0]!
    const burgundy = colourOf(timberFrame, 'Burgundy')
    const answer = await demo.put('/demo/orderitem', {
      originalID: original.id,
      upgradedStock: { id: timberFrame.id, colour: burgundy },
      type: 'Cash',
    })
    expect(answer.status).toBe(200)
    expect(answer.body.upgraded).toMatchObject({
      name: 'Premium Timber Frame with Burgundy Mat',
      amount: 145,
      json: {
        colour: burgundy,
        upgrade: { payable: 50, gst: 4.55, payment_type: 'Cash', email: null },
      },
    })
    expect(answer.body.order.amount).toBe(145)
  })

  it('lets a frame or plaque be exchanged for itself in another colour, at no cost', async () => {
    const order = await savePushedOrder(demo, server, 'demo', [
      { stock: plaque, colour: colourOf(plaque, 'Gold') },
    ])
    const original = order.order_items[0]!
    const same = await demo.put('/demo/orderitem', {
      fromOrderItemID: original.id,
      toStock: { id: plaque.id, colour: colourOf(plaque, 'Gold') },
      type: 'Cash',
    })
    expect(same.status).toBe(422)
    const silver = await demo.put('/demo/orderitem', {
      fromOrderItemID: original.id,
      toStock: { id: plaque.id, colour: colourOf(plaque, 'Silver') },
      type: 'Cash',
    })
    expect(silver.status).toBe(200)
    expect(silver.body.upgraded).toMatchObject({
      name: 'Degree Plaque Silver Plate',
      json: { upgrade: { payable: 0, gst: 0 } },
    })
    expect(silver.body.order.amount).toBe(order.amount)
  })

  it('refuses a cheaper stock, the same plain stock, a missing colour and an unknown stock with 422, changing nothing', async () => {
    const order = await savePushedOrder(demo, server, 'demo', [{ stock: bear }])
    const original = order.order_items[0]!
    const northBear = await stockNamed(server.db, 'northbridge', 'Graduation Bear')
    const cases: [unknown, string][] = [
      [{ id: charm.id }, 'toStock.id'],
      [{ id: bear.id }, 'toStock.id'],
      [{ id: timberFrame.id }, 'toStock.colour'],
      [{ id: timberFrame.id, colour: colourOf(plaque, 'Gold') }, 'toStock.colour'],
      [{ id: northBear.id }, 'toStock.id'],
      [{ id: 999_999 }, 'toStock.id'],
    ]
    const itemsBefore = await count(server.db, orderItems)
    for (const [toStock, field] of cases) {
      const answer = await demo.put('/demo/orderitem', {
        fromOrderItemID: original.id,
        toStock,
        type: 'Cash',
      })
      expect(answer.status, JSON.stringify(toStock)).toBe(422)
      expect(answer.body.errors, JSON.stringify(toStock)).toHaveProperty([field])
    }
    expect(await count(server.db, orderItems)).toBe(itemsBefore)
    expect((await itemRow(original.id)).json.upgraded).toBeUndefined()
    expect((await orderRow(order.id)).amount).toBe('35.00')
  })

  it('refuses an item whose order has no ordering-system reference with 409', async () => {
    const order = await saveStageOrder(demo, server, 'demo', [{ stock: bear }])
    const answer = await demo.put('/demo/orderitem', {
      fromOrderItemID: order.order_items[0]!.id,
      toStock: { id: photoPackage.id },
      type: 'Cash',
    })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toMatch(/ordering system/)
    expect(await count(server.db, orderItems, eq(orderItems.orderId, order.id))).toBe(1)
  })

  it('refuses a second upgrade of the same item, and redeeming it, with 409', async () => {
    const order = await savePushedOrder(demo, server, 'demo', [{ stock: bear }])
    const original = order.order_items[0]!
    const body = { fromOrderItemID: original.id, toStock: { id: photoPackage.id }, type: 'Cash' }
    expect((await demo.put('/demo/orderitem', body)).status).toBe(200)
    const second = await demo.put('/demo/orderitem', {
      ...body,
      toStock: { id: timberFrame.id, colour: colourOf(timberFrame, 'Black') },
    })
    expect(second.status).toBe(409)
    expect(second.body.message).toBe('This item has already been upgraded.')
    const redeem = await demo.put(`/demo/orderitems/${original.id}`, { status: 'Close' })
    expect(redeem.status).toBe(409)
    expect(await count(server.db, orderItems, eq(orderItems.orderId, order.id))).toBe(2)
    expect((await orderRow(order.id)).amount).toBe('250.00')
  })

  it('refuses a redeemed item with 409', async () => {
    const order = await savePushedOrder(demo, server, 'demo', [{ stock: bear }])
    const original = order.order_items[0]!
    expect((await demo.put(`/demo/orderitems/${original.id}`, { status: 'Close' })).status).toBe(
      200,
    )
    const answer = await demo.put('/demo/orderitem', {
      fromOrderItemID: original.id,
      toStock: { id: photoPackage.id },
      type: 'Cash',
    })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toMatch(/redeemed/)
  })

  it("answers 404 for an unknown item or another university's item", async () => {
    const north = await TestClient.loggedIn(server.url, 'northbridge')
    const northOrder = await savePushedOrder(north, server, 'northbridge', [
      { stock: await stockNamed(server.db, 'northbridge', 'Graduation Bear') },
    ])
    for (const id of [northOrder.order_items[0]!.id, 999_999]) {
      const answer = await demo.put('/demo/orderitem', {
        fromOrderItemID: id,
        toStock: { id: photoPackage.id },
        type: 'Cash',
      })
      expect(answer.status).toBe(404)
    }
    expect((await itemRow(northOrder.order_items[0]!.id)).json.upgraded).toBeUndefined()
  })

  it('refuses a body without an item, a target, a payment type or with a bad email with 422', async () => {
    const order = await savePushedOrder(demo, server, 'demo', [{ stock: bear }])
    const id = order.order_items[0]!.id
    const cases: [unknown, string][] = [
      [{ toStock: { id: photoPackage.id }, type: 'Cash' }, 'fromOrderItemID'],
      [{ fromOrderItemID: id, type: 'Cash' }, 'toStock'],
      [{ fromOrderItemID: id, toStock: { id: photoPackage.id } }, 'type'],
      [{ fromOrderItemID: id, toStock: { id: photoPackage.id }, type: 'Card' }, 'type'],
      [
        { fromOrderItemID: id, toStock: { id: photoPackage.id }, type: 'Cash', email: 'nope' },
        'email',
      ],
    ]
    for (const [body, field] of cases) {
      const answer = await demo.put('/demo/orderitem', body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
      expect(answer.body.errors, JSON.stringify(body)).toHaveProperty([field])
    }
    expect((await itemRow(id)).json.upgraded).toBeUndefined()
  })

  it('of several upgrades of one item at once, exactly one succeeds', async () => {
    const order = await savePushedOrder(demo, server, 'demo', [{ stock: bear }])
    const original = order.order_items[0]!
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        demo.put('/demo/orderitem', {
          fromOrderItemID: original.id,
          toStock: { id: photoPackage.id },
          type: 'Cash',
        }),
      ),
    )
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409])
    expect(await count(server.db, orderItems, eq(orderItems.orderId, order.id))).toBe(2)
    expect((await orderRow(order.id)).amount).toBe('250.00')
    expect(await audits('order_item.upgrade', `order_item:${original.id}`)).toBe(1)
  })

  it('an upgrade racing the push of its order is answered, never failed', async () => {
    // Both write the order and its items; on PostgreSQL they must take their locks in one order.
    for (let i = 0; i < 15; i++) {
      const order = await saveStageOrder(demo, server, 'demo', [{ stock: bear }, { stock: bear }])
      const [upgrade, push] = await Promise.all([
        demo.put('/demo/orderitem', {
          fromOrderItemID: order.order_items[1]!.id,
          toStock: { id: photoPackage.id },
          type: 'Cash',
        }),
        demo.post(`/demo/ges/orders/${order.id}`, {}),
      ])
      expect(push.status, push.text).toBe(200)
      expect([200, 409], upgrade.text).toContain(upgrade.status)
      const expectedItems = upgrade.status === 200 ? 3 : 2
      expect(await count(server.db, orderItems, eq(orderItems.orderId, order.id))).toBe(
        expectedItems,
      )
    }
  })

  it('upgrade and redeem of one item at once: never both', async () => {
    const order = await savePushedOrder(demo, server, 'demo', [{ stock: bear }])
    const original = order.order_items[0]!
    const [upgrade, redeem] = await Promise.all([
      demo.put('/demo/orderitem', {
        fromOrderItemID: original.id,
        toStock: { id: photoPackage.id },
        type: 'Cash',
      }),
      demo.put(`/demo/orderitems/${original.id}`, { status: 'Close' }),
    ])
    expect([upgrade.status, redeem.status].sort()).toEqual([200, 409])
    const row = await itemRow(original.id)
    expect(row.status === 'Close' && row.json.upgraded === true).toBe(false)
  })
})
