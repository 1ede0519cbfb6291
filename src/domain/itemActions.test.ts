import { describe, expect, it } from 'vitest'
import { itemActions, orderReference } from './itemActions'

const pushed = { json: { ges_order_id: 'R700001' } }
const notPushed = { json: {} }
const open = {
  id: 1,
  stock_id: 11,
  status: 'Open',
  qty: 1,
  amount: 95,
  json: { ges_line_id: 'R700001-1' },
}

describe('orderReference', () => {
  it('is the ordering system id, or null before the order was pushed', () => {
    expect(orderReference(pushed)).toBe('R700001')
    expect(orderReference(notPushed)).toBeNull()
    expect(orderReference({ json: { ges_order_id: '' } })).toBeNull()
  })
})

describe('itemActions', () => {
  it('offers Redeem and UPGRADE for an open item of a pushed order with a line id', () => {
    expect(itemActions(pushed, open)).toEqual({
      redeem: true,
      redeemed: false,
      upgrade: true,
      refund: true,
    })
  })

  it('offers only Redeem when the order or the item lacks the ordering system id', () => {
    expect(itemActions(notPushed, open)).toEqual({
      redeem: true,
      redeemed: false,
      upgrade: false,
      refund: true,
    })
    expect(itemActions(pushed, { ...open, json: {} })).toEqual({
      redeem: true,
      redeemed: false,
      upgrade: false,
      refund: true,
    })
  })

  it('shows a closed item as redeemed, with nothing to do', () => {
    expect(itemActions(pushed, { ...open, status: 'Close' })).toEqual({
      redeem: false,
      redeemed: true,
      upgrade: false,
      refund: true,
    })
  })

  it('offers nothing for an exchanged item or one with no quantity left', () => {
    const none = { redeem: false, redeemed: false, upgrade: false, refund: false }
    expect(itemActions(pushed, { ...open, json: { ...open.json, upgraded: true } })).toEqual(none)
    expect(itemActions(pushed, { ...open, qty: 0 })).toEqual(none)
    expect(itemActions(pushed, { ...open, qty: -1, status: 'Close' })).toEqual(none)
  })
})

describe('itemActions of money given back', () => {
  it('offers nothing for a refunded item or an item of a void sale', () => {
    const none = { redeem: false, redeemed: false, upgrade: false, refund: false }
    expect(itemActions(pushed, { ...open, status: 'Refunded' })).toEqual(none)
    expect(itemActions({ ...pushed, status: 'Void' }, open)).toEqual(none)
  })
})
