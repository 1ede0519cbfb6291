import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import type { OrderItem } from '../../../domain/contract/orderItem'
import type { Stock } from '../../../domain/contract/stock'
import { orderItems, orders } from '../../db/schema'
import { TestClient } from '../../test/client'
import { stockNamed } from '../../test/stockFixtures'
import { savePushedOrder } from '../../test/testSales'
import { startServer, type TestServer } from '../../test/harness'

let server: TestServer
let demo: TestClient
let bear: Stock
let photoPackage: Stock

beforeAll(async () => {
  server = await startServer()
  demo = await TestClient.loggedIn(server.url, 'demo')
  bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
  photoPackage = await stockNamed(server.db, 'demo', 'Premium Photography Package')
})
afterAll(async () => {
  await server?.close()
})

/** A pushed order of one bear ($35.00), whose upgrade to the package ($250.00) costs $215.00. */
async function bearOrder() {
  const order = await savePushedOrder(demo, server, 'demo', [{ stock: bear }])
  return order.order_items[0]!.id
}

const upgradeBody = (id: number, extra: Record<string, unknown>) => ({
  fromOrderItemID: id,
  toStock: { id: photoPackage.id },
  type: 'Cash',
  ...extra,
})

describe('PUT /{tenant}/orderitem records the cash tendered for the difference', () => {
  it.each([[250], ['250'], ['250.00']])(
    'stores %j tendered on $215.00 payable as $35.00 change',
    async (tendered) => {
      const id = await bearOrder()
      const answer = await demo.put<{ upgraded: OrderItem; order: Order }>(
        '/demo/orderitem',
        upgradeBody(id, { tendered }),
      )
      expect(answer.status, answer.text).toBe(200)
      expect(answer.body.upgraded.json.upgrade).toMatchObject({
        payable: 215,
        payment_type: 'Cash',
        tendered: 250,
        change: 35,
      })
      const [row] = await server.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.id, answer.body.upgraded.id))
      expect(row!.json.upgrade).toMatchObject({ tendered: 250, change: 35 })
    },
  )

  it('records no tender when none is sent, as before', async () => {
    const id = await bearOrder()
    const answer = await demo.put<{ upgraded: OrderItem }>('/demo/orderitem', upgradeBody(id, {}))
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body.upgraded.json.upgrade).not.toHaveProperty('tendered')
    expect(answer.body.upgraded.json.upgrade).not.toHaveProperty('change')
  })

  it.each([
    [{ tendered: 214.99 }, 'The amount tendered must be at least the total, $215.00.'],
    [{ tendered: '1e3' }, 'The tendered field must be an amount of dollars'],
    [{ tendered: 250, type: 'Eftpos' }, 'Only a cash sale has an amount tendered.'],
    [{ tendered: 10_215.01 }, 'The amount tendered cannot be more than $10,215.00'],
  ])('refuses %j with a 422 naming tendered, upgrading nothing', async (extra, message) => {
    const id = await bearOrder()
    const [before] = await server.db.select().from(orderItems).where(eq(orderItems.id, id))
    const answer = await demo.put<{ message: string; errors: Record<string, string[]> }>(
      '/demo/orderitem',
      upgradeBody(id, extra),
    )
    expect(answer.status, answer.text).toBe(422)
    expect(answer.body.message).toContain(message)
    expect(Object.keys(answer.body.errors)).toEqual(['tendered'])
    const [item] = await server.db.select().from(orderItems).where(eq(orderItems.id, id))
    expect(item!.json.upgraded).toBeUndefined()
    const [order] = await server.db.select().from(orders).where(eq(orders.id, before!.orderId))
    expect(order!.amount).toBe('35.00')
  })
})
