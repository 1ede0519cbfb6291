import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import { orders } from '../../db/schema'
import type { TestClient } from '../../test/client'
import { demoCounter, type DemoCounter } from '../../test/counter'
import { orderPayload } from '../../test/orderPayload'
import { passPin } from '../../test/testSales'

let counter: DemoCounter
let client: TestClient

beforeAll(async () => {
  counter = await demoCounter()
  client = counter.client
})
afterAll(async () => {
  await counter?.server.close()
})

/** A sale to a new customer with this calling code and phone, as the customer form sends it. */
async function saleWith(countrycode: string, phone: string): Promise<Order> {
  await passPin(client, 'demo')
  const answer = await client.post<Order>(
    '/demo/orders',
    orderPayload(counter.ceremonyId, [{ stock: counter.bear }], {
      type: 'Order#Eftpos',
      mode: 'normal',
      name: 'Noor',
      lastname: 'Haddad',
      email: 'noor@example.com',
      countrycode,
      phone,
    }),
  )
  expect(answer.status, answer.text).toBe(201)
  return answer.body
}

async function foundBy(phone: string): Promise<number[]> {
  const answer = await client.get<Order[]>(`/demo/orders?phone=${encodeURIComponent(phone)}`)
  expect(answer.status, answer.text).toBe(200)
  return answer.body.map((order) => order.id)
}

async function storedPhone(id: number): Promise<string | null> {
  const [row] = await counter.server.db
    .select({ phone: orders.phone })
    .from(orders)
    .where(eq(orders.id, id))
  return row!.phone
}

describe('a phone search finds an order by any spelling of its number', () => {
  let mobile: Order
  let spaced: Order

  beforeAll(async () => {
    mobile = await saleWith('61', '412345602')
    spaced = await saleWith('+61', '0412 555 010')
  })

  it('stores the phones in E.164', async () => {
    expect(await storedPhone(mobile.id)).toBe('+61412345602')
    expect(await storedPhone(spaced.id)).toBe('+61412555010')
  })

  it.each(['0412 345 602', '+61412345602', '0412345602', '412345602', '0412 3', '+61 412 345'])(
    '%s finds the order saved as 412345602 with the calling code 61',
    async (typed) => {
      expect(await foundBy(typed)).toContain(mobile.id)
    },
  )

  it('0412555010 finds the order saved as 0412 555 010', async () => {
    expect(await foundBy('0412555010')).toContain(spaced.id)
  })

  it('another number, or the middle of this one after a trunk 0, does not find it', async () => {
    expect(await foundBy('0412 345 603')).not.toContain(mobile.id)
    expect(await foundBy('0345 602')).not.toContain(mobile.id)
    // Digits that may be the end of a number, as a customer may read out.
    expect(await foundBy('345 602')).toContain(mobile.id)
  })

  it('finds a phone stored as typed, which reads as no number, by that exact text', async () => {
    await counter.server.db
      .update(orders)
      .set({ phone: sql`'ask at desk'` })
      .where(eq(orders.id, spaced.id))
    expect(await foundBy('ask at desk')).toEqual([spaced.id])
    expect(await foundBy('ask')).toEqual([])
  })
})
