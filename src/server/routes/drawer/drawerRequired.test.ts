import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { pinSealer, type PinSealer } from '../../../client/offline/pinSeal'
import type { Drawer } from '../../../domain/contract/drawer'
import type { Order } from '../../../domain/contract/order'
import type { OrderPayload } from '../../../domain/contract/requests'
import type { Stock } from '../../../domain/contract/stock'
import { orderItems, orders } from '../../db/schema'
import { DEMO_MANAGER_PIN, DEMO_PIN } from '../../demo/seed'
import { KIOSK_COOKIE } from '../../security/kioskCookie'
import { TestClient } from '../../test/client'
import { ceremonyOf, count } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { orderPayload } from '../../test/orderPayload'
import { stockNamed } from '../../test/stockFixtures'
import { savePushedOrder } from '../../test/testSales'

let server: TestServer
/** A kiosk that never opens its drawer, and one that does. */
let bare: TestClient
let drawn: TestClient
let ceremonyId: number
let bear: Stock
let charm: Stock
let seal: PinSealer

beforeAll(async () => {
  server = await startServer({ config: { drawerRequired: true } })
  bare = await TestClient.loggedIn(server.url, 'demo')
  drawn = await TestClient.loggedIn(server.url, 'demo')
  const { boot } = await bare.page('/demo/pos')
  seal = await pinSealer(boot!.offlineKey!)
  ceremonyId = await ceremonyOf(server.db, 'demo')
  bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
  charm = await stockNamed(server.db, 'demo', 'Charm Bear Keyring')
  const opened = await drawn.post('/demo/drawer/open', { float: 100 })
  expect(opened.status, opened.text).toBe(201)
})
afterAll(async () => {
  await server?.close()
})

const OPEN_FIRST = 'Open the cash drawer before taking cash.'
const sale = (extra: Partial<OrderPayload> = {}) =>
  orderPayload(ceremonyId, [{ stock: bear }], extra)
const drawerOf = async (kiosk: TestClient) =>
  (await kiosk.get<{ drawer: Drawer | null }>('/demo/drawer')).body.drawer

describe('with DRAWER_REQUIRED', () => {
  it('refuses a cash sale at a kiosk with no drawer open, and writes nothing', async () => {
    const before = await count(server.db, orders)
    const answer = await bare.post('/demo/orders', sale())
    expect([answer.status, answer.body]).toEqual([409, { message: OPEN_FIRST }])
    expect(await count(server.db, orders)).toBe(before)
  })

  it('sells EFTPOS there all the same', async () => {
    const answer = await bare.post<Order>('/demo/orders', sale({ type: 'Order#Eftpos' }))
    expect(answer.status, answer.text).toBe(201)
  })

  it('takes cash at a kiosk whose drawer is open, into that drawer', async () => {
    const answer = await drawn.post<Order>('/demo/orders', sale({ tendered: 50 }))
    expect(answer.status, answer.text).toBe(201)
    expect((await drawerOf(drawn))!.expected).toBe(135)
  })

  it('refuses a cash upgrade at a kiosk with no drawer open, not an EFTPOS one', async () => {
    const order = await savePushedOrder(drawn, server, 'demo', [{ stock: charm }, { stock: charm }])
    const [first, second] = order.order_items
    const cash = await bare.put('/demo/orderitem', {
      fromOrderItemID: first!.id,
      toStock: { id: bear.id },
      type: 'Cash',
    })
    expect([cash.status, cash.body]).toEqual([409, { message: OPEN_FIRST }])
    const [item] = await server.db.select().from(orderItems).where(eq(orderItems.id, first!.id))
    expect(item!.json.upgraded).toBeUndefined()
    const eftpos = await bare.put('/demo/orderitem', {
      fromOrderItemID: second!.id,
      toStock: { id: bear.id },
      type: 'Eftpos',
    })
    expect(eftpos.status, eftpos.text).toBe(200)
    const drawnCash = await drawn.put('/demo/orderitem', {
      fromOrderItemID: first!.id,
      toStock: { id: bear.id },
      type: 'Cash',
    })
    expect(drawnCash.status, drawnCash.text).toBe(200)
  })

  it('never refuses a cash sale made offline: its money was taken already', async () => {
    const answer = await bare.post<Order>(
      '/demo/orders',
      sale({
        mode: 'normal',
        offline: {
          number: 'K7QX-0001',
          sold_at: new Date().toISOString(),
          pin: await seal(DEMO_PIN),
        },
      }),
      { headers: { 'idempotency-key': `offline-drawer-${Date.now()}` } },
    )
    expect(answer.status, answer.text).toBe(201)
    const [row] = await server.db.select().from(orders).where(eq(orders.id, answer.body.id))
    expect(row!.kiosk).toBe(bare.cookie(KIOSK_COOKIE))
  })
})

describe('cash given back at the kiosk', () => {
  it('leaves its drawer: a cash refund, then the void of a cash sale', async () => {
    // Stage sales: no PIN passed here, so none is left for the tests after.
    const sold = async () => {
      const order = await drawn.post<Order>('/demo/orders', sale({ type: 'Order#Cash' }))
      expect(order.status, order.text).toBe(201)
      return order.body
    }
    const refunded = await sold()
    const before = (await drawerOf(drawn))!
    const refund = await drawn.post(`/demo/orderitems/${refunded.order_items[0]!.id}/refund`, {
      pin: DEMO_MANAGER_PIN,
      reason: 'The bear was torn.',
      type: 'Cash',
    })
    expect(refund.status, refund.text).toBe(200)
    const afterRefund = (await drawerOf(drawn))!
    expect(afterRefund.cash.cash_refunds - before.cash.cash_refunds).toBe(35)
    expect(afterRefund.expected).toBe(before.expected - 35)

    const voided = await sold()
    const beforeVoid = (await drawerOf(drawn))!
    const answer = await drawn.post(`/demo/orders/${voided.id}/void`, {
      pin: DEMO_MANAGER_PIN,
      reason: 'Keyed twice.',
    })
    expect(answer.status, answer.text).toBe(200)
    const afterVoid = (await drawerOf(drawn))!
    expect(afterVoid.expected).toBe(beforeVoid.expected - 35)
    // Another kiosk's drawer is not touched by what this one gave back.
    expect(await drawerOf(bare)).toBeNull()
  })
})

describe('the count under the PIN lockout', () => {
  it('locks the kiosk after 5 wrong PINs in a minute, as every PIN does', async () => {
    const kiosk = await TestClient.loggedIn(server.url, 'demo')
    expect((await kiosk.post('/demo/drawer/open', { float: 0 })).status).toBe(201)
    for (let i = 0; i < 5; i++) {
      const wrong = await kiosk.post('/demo/drawer/close', { counts: {}, pin: '9999' })
      expect(wrong.status).toBe(422)
    }
    const locked = await kiosk.post('/demo/drawer/close', { counts: {}, pin: DEMO_PIN })
    expect(locked.status).toBe(429)
    expect(locked.body.message).toContain('Too many wrong PINs at this kiosk')
    expect((await drawerOf(kiosk))!.status).toBe('open')
  })

  it('lets the count pass no sale: the PIN spent on it is not a PIN for an order', async () => {
    const close = await drawn.post('/demo/drawer/close', { counts: { '100': 1 }, pin: DEMO_PIN })
    expect(close.status, close.text).toBe(200)
    const normal = await drawn.post('/demo/orders', sale({ mode: 'normal', type: 'Order#Eftpos' }))
    expect(normal.status).toBe(422)
    expect(normal.body.errors).toHaveProperty('pos_operator')
  })
})
