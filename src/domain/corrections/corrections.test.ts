import { describe, expect, it } from 'vitest'
import { paymentOfOrder, refundRefusal, voidRefusal } from './corrections'

const TODAY = '2026-11-27'
const sale = { is_pos_order: true, date: TODAY, status: 'Paid' }
const item = { name: 'Graduation Bear', status: 'Open', qty: 1, json: {} }

describe('voidRefusal', () => {
  it('lets a counter sale of today with every item as sold be voided', () => {
    expect(voidRefusal(sale, [item, { ...item, name: 'Posy' }], TODAY)).toBeNull()
  })

  it('refuses a sale already void, a pre-order and a sale of another day', () => {
    expect(voidRefusal({ ...sale, status: 'Void' }, [item], TODAY)).toMatch(/already been voided/)
    expect(voidRefusal({ ...sale, is_pos_order: false }, [item], TODAY)).toMatch(/at the counter/)
    expect(voidRefusal({ ...sale, date: '2026-11-26' }, [item], TODAY)).toMatch(/of today/)
  })

  it('refuses a sale with a redeemed, upgraded or refunded item', () => {
    expect(voidRefusal(sale, [item, { ...item, status: 'Close' }], TODAY)).toMatch(/redeemed/)
    expect(voidRefusal(sale, [{ ...item, json: { upgraded: true } }], TODAY)).toMatch(/upgraded/)
    expect(voidRefusal(sale, [{ ...item, json: { upgraded_from: 3 } }], TODAY)).toMatch(/upgraded/)
    expect(voidRefusal(sale, [{ ...item, status: 'Refunded' }], TODAY)).toMatch(/refunded/)
  })
})

describe('refundRefusal', () => {
  it('lets an open or a redeemed item be refunded, and the item an upgrade made', () => {
    expect(refundRefusal(sale, item)).toBeNull()
    expect(refundRefusal(sale, { ...item, status: 'Close' })).toBeNull()
    expect(refundRefusal(sale, { ...item, json: { upgraded_from: 4 } })).toBeNull()
  })

  it('refuses an item refunded already, exchanged, emptied or of a void sale', () => {
    expect(refundRefusal(sale, { ...item, status: 'Refunded' })).toBe(
      '"Graduation Bear" has already been refunded.',
    )
    expect(refundRefusal(sale, { ...item, json: { upgraded: true } })).toMatch(/exchanged/)
    expect(refundRefusal(sale, { ...item, qty: 0 })).toMatch(/no quantity/)
    expect(refundRefusal({ status: 'Void' }, item)).toMatch(/voided/)
    expect(refundRefusal(sale, { ...item, status: 'Void' })).toMatch(/voided/)
  })
})

describe('paymentOfOrder', () => {
  it("gives back a sale's money the way it was paid", () => {
    expect(paymentOfOrder('Order#Eftpos')).toBe('Eftpos')
    expect(paymentOfOrder('Order#Cash')).toBe('Cash')
  })
})
