import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNull } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import type { OrderItem } from '../../../domain/contract/orderItem'
import type { Stock } from '../../../domain/contract/stock'
import { displayOrderNumber } from '../../../domain/orderNumber'
import { orderItems, stockCounts } from '../../db/schema'
import { DEMO_MANAGER_PIN } from '../../demo/seed'
import { TestClient } from '../../test/client'
import { startServer, type TestServer } from '../../test/harness'
import { managerClient } from '../../test/managers'
import { stockNamed } from '../../test/stockFixtures'
import { savePushedOrder } from '../../test/testSales'

let server: TestServer
let kiosk: TestClient
let manager: TestClient
let bear: Stock
let photoPackage: Stock

beforeAll(async () => {
  server = await startServer()
  kiosk = await TestClient.loggedIn(server.url, 'demo')
  manager = await managerClient(server.url, 'demo')
  bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
  photoPackage = await stockNamed(server.db, 'demo', 'Premium Photography Package')
})
afterAll(async () => {
  await server?.close()
})

const setCount = (stock: Stock, onHand: number) =>
  manager.put(`/demo/admin/api/catalogue/${stock.id}/count`, {
    ceremony_id: null,
    on_hand: onHand,
  })
const onHand = async (stock: Stock) =>
  (
    await server.db
      .select({ onHand: stockCounts.onHand })
      .from(stockCounts)
      .where(and(eq(stockCounts.stockId, stock.id), isNull(stockCounts.ceremonyId)))
  )[0]?.onHand
const upgradeTo = (fromId: number, extra: Record<string, unknown> = {}) =>
  kiosk.put<{ upgraded: OrderItem; order: Order }>('/demo/orderitem', {
    fromOrderItemID: fromId,
    toStock: { id: photoPackage.id },
    type: 'Eftpos',
    ...extra,
  })

describe('an upgrade to an item the count says is sold out', () => {
  it('is refused with 409 until the operator confirms; then the count goes below zero and the report lists it', async () => {
    const order = await savePushedOrder(kiosk, server, 'demo', [{ stock: bear }])
    const fromId = order.order_items[0]!.id
    expect((await setCount(photoPackage, 0)).status).toBe(200)
    expect((await setCount(bear, 4)).status).toBe(200)

    const refused = await upgradeTo(fromId)
    expect(refused.status).toBe(409)
    expect((refused.body as unknown as { message: string }).message).toBe(
      'Sold out — sell anyway? Premium Photography Package has none left by the count. It may be in a box under the counter.',
    )
    const [still] = await server.db.select().from(orderItems).where(eq(orderItems.id, fromId))
    expect(still!.json.upgraded).toBeUndefined()
    expect(await onHand(photoPackage)).toBe(0)
    expect(await onHand(bear)).toBe(4)

    const confirmed = await upgradeTo(fromId, { sell_beyond_count: true })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(await onHand(photoPackage)).toBe(-1)
    // The bear handed back is counted again.
    expect(await onHand(bear)).toBe(5)
    expect(confirmed.body.upgraded.json.upgrade).toMatchObject({
      oversold: [{ stock_id: photoPackage.id, name: photoPackage.name, on_hand: 0, qty: 1 }],
    })

    const reporter = await TestClient.loggedIn(server.url, 'demo')
    await reporter.post('/demo/checkpin', { pin: DEMO_MANAGER_PIN })
    const report = await reporter.get(`/demo/reports/takings?ceremony=${order.ceremony_id}`)
    expect(report.status, report.text).toBe(200)
    expect(report.body.sold_beyond_count).toContainEqual({
      order_id: order.id,
      order_number: displayOrderNumber(order.id),
      items: ['Premium Photography Package: 1 by an upgrade, 0 counted'],
      offline: false,
    })
  })

  it('is not asked about while the count has enough', async () => {
    const order = await savePushedOrder(kiosk, server, 'demo', [{ stock: bear }])
    expect((await setCount(photoPackage, 3)).status).toBe(200)
    const answer = await upgradeTo(order.order_items[0]!.id)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body.upgraded.json.upgrade).not.toHaveProperty('oversold')
    expect(await onHand(photoPackage)).toBe(2)
  })
})
