import { describe, expect, it } from 'vitest'
import type { OrderPayload } from '../contract/requests'
import { repriceSale } from './reprice'

const bear = { id: 1, name: 'Graduation Bear', type: 'Stock#Bear', price: 40 }
const posy = { id: 2, name: 'Graduation Posy', type: 'Stock#Flower', price: '30.00' }

const sale = (extra: Partial<OrderPayload> = {}) =>
  ({
    type: 'Order#Cash',
    amount: 65,
    paid: 65,
    stocks: [
      { id: 1, qty: 1 },
      { id: 2, qty: 1 },
    ],
    ...extra,
  }) as OrderPayload

describe('repriceSale', () => {
  it('prices the lines as the catalogue has them now', () => {
    const result = repriceSale(sale(), [bear, posy])
    expect(result.ok && [result.value.totalCents, result.value.payload.amount]).toEqual([7000, 70])
  })

  it('keeps the cash handed over while it covers the new total, else drops it', () => {
    const kept = repriceSale(sale({ tendered: 100 }), [bear, posy])
    expect(kept.ok && kept.value.payload.tendered).toBe(100)
    const dropped = repriceSale(sale({ tendered: 65 }), [bear, posy])
    expect(dropped.ok && 'tendered' in dropped.value.payload).toBe(false)
  })

  it('refuses a product that is no longer sold', () => {
    const result = repriceSale(sale(), [bear])
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toContain('no longer sold')
  })
})
