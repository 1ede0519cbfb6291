import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import type { Stock } from '../../../domain/contract/stock'
import { orders, stocks } from '../../db/schema'
import type { TestClient } from '../../test/client'
import { demoCounter } from '../../test/counter'
import { count } from '../../test/fixtures'
import { orderPayload } from '../../test/orderPayload'
import { passPin } from '../../test/testSales'
import type { TestServer } from '../../test/harness'

let server: TestServer
let client: TestClient
let ceremonyId: number
/** $35.00: three make $105.00. */
let bear: Stock
/** Repriced to $52.75 below: two make $105.50. */
let posy: Stock

beforeAll(async () => {
  ;({ server, client, ceremonyId, bear, posy } = await demoCounter())
  await server.db.update(stocks).set({ price: '52.75' }).where(eq(stocks.id, posy.id))
})
afterAll(async () => {
  await server?.close()
})

const threeBears = (money: { amount?: unknown; paid?: unknown }) => ({
  ...orderPayload(ceremonyId, [{ stock: bear, qty: 3 }]),
  ...money,
})

describe('POST /{tenant}/orders reads amount and paid as docs/spec/product-spec.md §3 sends them', () => {
  it.each([[105], ['105'], ['105.0'], ['105.00']])(
    'accepts %j for a $105.00 cart',
    async (sent) => {
      const answer = await client.post<Order>(
        '/demo/orders',
        threeBears({ amount: sent, paid: sent }),
      )
      expect(answer.status, answer.text).toBe(201)
      expect(answer.body.amount).toBe(105)
      const [row] = await server.db.select().from(orders).where(eq(orders.id, answer.body.id))
      expect(row!.amount).toBe('105.00')
    },
  )

  it.each([[105.5], ['105.5'], ['105.50']])('accepts %j for a $105.50 cart', async (sent) => {
    const payload = orderPayload(ceremonyId, [{ stock: posy, qty: 2 }], {
      amount: sent,
      paid: sent,
    })
    const answer = await client.post<Order>('/demo/orders', payload)
    expect(answer.status, answer.text).toBe(201)
    expect(answer.body.paid).toBe(105.5)
  })

  it.each([['1e3'], ['12,50'], ['105.001'], [''], ['-105'], [' 105'], ['$105'], [105.001], [-105]])(
    'refuses %j with a 422 naming the field, and writes nothing',
    async (bad) => {
      const before = await count(server.db, orders)
      for (const field of ['amount', 'paid'] as const) {
        const answer = await client.post<{ message: string; errors: Record<string, string[]> }>(
          '/demo/orders',
          threeBears({ [field]: bad }),
        )
        expect(answer.status, answer.text).toBe(422)
        expect(answer.body.message).toContain(field)
        expect(Object.keys(answer.body.errors)).toEqual([field])
      }
      expect(await count(server.db, orders)).toBe(before)
    },
  )

  it.each([[null], [true], [{ dollars: 105 }]])(
    'refuses %j as an amount with a 422',
    async (bad) => {
      const answer = await client.post<{ message: string }>(
        '/demo/orders',
        threeBears({ amount: bad }),
      )
      expect(answer.status, answer.text).toBe(422)
      expect(answer.body.message).toContain('amount')
    },
  )

  it('still refuses a well-formed amount that is not the total', async () => {
    const answer = await client.post<{ message: string }>(
      '/demo/orders',
      threeBears({ amount: '104.99', paid: '104.99' }),
    )
    expect(answer.status).toBe(422)
    expect(answer.body.message).toBe(
      'The amount does not match the current prices: the total is $105.00.',
    )
  })
})

describe('POST /{tenant}/orders stock quantities', () => {
  it.each([[0], [100], [-1]])('refuses a line of qty %j with a 422 naming qty', async (qty) => {
    const payload = orderPayload(ceremonyId, [{ stock: bear, qty }])
    const answer = await client.post<{ message: string; errors: Record<string, string[]> }>(
      '/demo/orders',
      payload,
    )
    expect(answer.status, answer.text).toBe(422)
    expect(Object.keys(answer.body.errors)).toEqual(['stocks.0.qty'])
    expect(answer.body.message).toContain('qty')
  })

  it.each([[1], [99]])('accepts a line of qty %j', async (qty) => {
    const answer = await client.post<Order>(
      '/demo/orders',
      orderPayload(ceremonyId, [{ stock: bear, qty }]),
    )
    expect(answer.status, answer.text).toBe(201)
    expect(answer.body.order_items[0]!.qty).toBe(qty)
  })
})

describe('POST /{tenant}/orders for a new customer', () => {
  const newCustomer = {
    mode: 'normal' as const,
    name: 'Noor',
    lastname: 'Haddad',
    phone: '0412 345 678',
    email: 'noor@example.com',
  }

  it('needs a phone and an email, as the customer form does', async () => {
    await passPin(client, 'demo')
    const answer = await client.post<{ message: string; errors: Record<string, string[]> }>(
      '/demo/orders',
      orderPayload(ceremonyId, [{ stock: bear }], { ...newCustomer, phone: '', email: '' }),
    )
    expect(answer.status, answer.text).toBe(422)
    expect(answer.body.errors).toEqual({
      phone: ['Phone is required.'],
      email: ['Email is required.'],
    })
  })

  it('is saved under the name, phone and email given', async () => {
    await passPin(client, 'demo')
    const answer = await client.post<Order>(
      '/demo/orders',
      orderPayload(ceremonyId, [{ stock: bear }], newCustomer),
    )
    expect(answer.status, answer.text).toBe(201)
    expect(answer.body).toMatchObject({ customer_id: 0, name: 'Noor', email: 'noor@example.com' })
  })
})
