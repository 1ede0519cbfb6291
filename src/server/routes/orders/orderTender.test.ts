import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import type { Stock } from '../../../domain/contract/stock'
import { orders } from '../../db/schema'
import type { TestClient } from '../../test/client'
import { demoCounter } from '../../test/counter'
import { count } from '../../test/fixtures'
import { orderPayload } from '../../test/orderPayload'
import type { TestServer } from '../../test/harness'

let server: TestServer
let client: TestClient
let ceremonyId: number
let bear: Stock
let posy: Stock

beforeAll(async () => {
  ;({ server, client, ceremonyId, bear, posy } = await demoCounter())
})
afterAll(async () => {
  await server?.close()
})

/** $35.00 + $30.00 = $65.00 */
const sale = (overrides: Record<string, unknown>) => ({
  ...orderPayload(ceremonyId, [{ stock: bear }, { stock: posy }]),
  ...overrides,
})

const rowOf = async (id: number) =>
  (await server.db.select().from(orders).where(eq(orders.id, id)))[0]!

describe('POST /{tenant}/orders records the cash tendered and the change', () => {
  it.each([[100], ['100'], ['100.00']])(
    'stores %j tendered on $65.00 as 35.00 change',
    async (sent) => {
      const answer = await client.post<Order>('/demo/orders', sale({ tendered: sent }))
      expect(answer.status, answer.text).toBe(201)
      expect(answer.body).toMatchObject({ amount: 65, paid: 65, tendered: 100, change: 35 })
      const row = await rowOf(answer.body.id)
      expect([row.amount, row.paid, row.tendered, row.change]).toEqual([
        '65.00',
        '65.00',
        '100.00',
        '35.00',
      ])
    },
  )

  it('records nothing when no tender is sent', async () => {
    const answer = await client.post<Order>('/demo/orders', sale({}))
    expect(answer.status, answer.text).toBe(201)
    expect(answer.body).toMatchObject({ tendered: null, change: null })
  })

  it.each([
    [{ tendered: 64.99 }, 'The amount tendered must be at least the total, $65.00.'],
    [{ tendered: '1e3' }, 'The tendered field must be an amount of dollars'],
    [{ tendered: 65, type: 'Order#Eftpos' }, 'Only a cash sale has an amount tendered.'],
    // More than a money column holds, then more than any customer hands over.
    [{ tendered: 100_000_000 }, 'up to $99,999,999.99'],
    [{ tendered: '9999999999.99' }, 'up to $99,999,999.99'],
    [{ tendered: 99_999_999.99 }, 'The amount tendered cannot be more than $10,065.00'],
    [{ tendered: 10_065.01 }, 'The amount tendered cannot be more than $10,065.00'],
  ])('refuses %j with a 422 naming tendered and writes nothing', async (overrides, message) => {
    const before = await count(server.db, orders)
    const answer = await client.post<{ message: string; errors: Record<string, string[]> }>(
      '/demo/orders',
      sale(overrides),
    )
    expect(answer.status, answer.text).toBe(422)
    expect(answer.body.message).toContain(message)
    expect(Object.keys(answer.body.errors)).toEqual(['tendered'])
    expect(await count(server.db, orders)).toBe(before)
  })
})
