import { describe, expect, it } from 'vitest'
import {
  confirmationEmailProblem,
  confirmationSentMessage,
  isExchanged,
  isStruckThrough,
  itemStatus,
  itemActions,
  itemUnitCents,
  orderReference,
  receiptEmailProblem,
  upgradeColourChoices,
  withItem,
  withOrder,
} from './lookup'
import { MESSAGES } from './messages'

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
    expect(itemActions(pushed, open)).toEqual({ redeem: true, redeemed: false, upgrade: true })
  })

  it('offers only Redeem when the order or the item lacks the ordering system id', () => {
    expect(itemActions(notPushed, open)).toEqual({ redeem: true, redeemed: false, upgrade: false })
    expect(itemActions(pushed, { ...open, json: {} })).toEqual({
      redeem: true,
      redeemed: false,
      upgrade: false,
    })
  })

  it('shows a closed item as redeemed, with nothing to do', () => {
    expect(itemActions(pushed, { ...open, status: 'Close' })).toEqual({
      redeem: false,
      redeemed: true,
      upgrade: false,
    })
  })

  it('offers nothing for an exchanged item or one with no quantity left', () => {
    const none = { redeem: false, redeemed: false, upgrade: false }
    expect(itemActions(pushed, { ...open, json: { ...open.json, upgraded: true } })).toEqual(none)
    expect(itemActions(pushed, { ...open, qty: 0 })).toEqual(none)
    expect(itemActions(pushed, { ...open, qty: -1, status: 'Close' })).toEqual(none)
  })

  it('marks exchanged and struck-through items', () => {
    expect(isExchanged({ json: { upgraded: true } })).toBe(true)
    expect(isExchanged({ json: {} })).toBe(false)
    expect(isStruckThrough({ qty: 0, json: {} })).toBe(true)
    expect(isStruckThrough({ qty: 1, json: {} })).toBe(false)
  })

  it('strikes through an item given up in an exchange, whose quantity still reads 1', () => {
    expect(isStruckThrough({ qty: 1, json: { upgraded: true } })).toBe(true)
  })
})

describe('itemStatus', () => {
  it('tags an item Open, Redeemed or Exchanged, and an emptied one not at all', () => {
    expect(itemStatus({ qty: 1, status: 'Open', json: {} })).toBe('Open')
    expect(itemStatus({ qty: 1, status: 'Close', json: {} })).toBe('Redeemed')
    expect(itemStatus({ qty: 1, status: 'Open', json: { upgraded: true } })).toBe('Exchanged')
    expect(itemStatus({ qty: 0, status: 'Open', json: {} })).toBeNull()
  })
})

describe('itemUnitCents', () => {
  it('is the amount over the quantity, never dividing by less than one', () => {
    expect(itemUnitCents({ amount: 190, qty: 2 })).toBe(9500)
    expect(itemUnitCents({ amount: 95, qty: 0 })).toBe(9500)
  })
})

describe('upgradeColourChoices', () => {
  const mats = [
    { name: 'Navy', value: '#1f2a44' },
    { name: 'Black', value: '#111111' },
  ]
  const frame = { id: 11, json: { data: { colour: mats } } }
  const navyFrame = { stock_id: 11, json: { colour: mats[0]! } }

  it('leaves out the colour the item already has when the stock is the same', () => {
    expect(upgradeColourChoices(frame, navyFrame)).toEqual([mats[1]])
  })

  it('offers every colour of another stock', () => {
    expect(upgradeColourChoices({ ...frame, id: 12 }, navyFrame)).toEqual(mats)
  })

  it('offers none for a stock without colours', () => {
    expect(upgradeColourChoices({ id: 1, json: {} }, navyFrame)).toEqual([])
  })
})

describe('confirmationEmailProblem', () => {
  it('checks the address, then the order, before any call', () => {
    expect(confirmationEmailProblem('', 1)).toBe(MESSAGES.emailEmpty)
    expect(confirmationEmailProblem('   ', 1)).toBe(MESSAGES.emailEmpty)
    expect(confirmationEmailProblem('not-an-email', 1)).toBe(MESSAGES.emailInvalid)
    expect(confirmationEmailProblem('grad@student.example', 0)).toBe(MESSAGES.orderIdMissing)
    expect(confirmationEmailProblem('grad@student.example', null)).toBe(MESSAGES.orderIdMissing)
    expect(confirmationEmailProblem(' grad@student.example ', 1)).toBeNull()
  })
})

describe('receiptEmailProblem', () => {
  it('needs a well-formed address', () => {
    expect(receiptEmailProblem(null)).toBe(MESSAGES.invalidEmail)
    expect(receiptEmailProblem('')).toBe(MESSAGES.invalidEmail)
    expect(receiptEmailProblem('nope')).toBe(MESSAGES.invalidEmail)
    expect(receiptEmailProblem('grad@student.example')).toBeNull()
  })
})

describe('confirmationSentMessage', () => {
  it('names the address', () => {
    expect(confirmationSentMessage(' a@b.example ')).toBe(
      "We've sent the order confirmation to a@b.example.",
    )
  })
})

describe('withItem and withOrder', () => {
  it('replace one entry by id and keep the rest', () => {
    const order = { id: 1, order_items: [open, { ...open, id: 2 }] }
    const closed = { ...open, status: 'Close' }
    const next = withItem(order, closed)
    expect(next.order_items.map((i) => i.status)).toEqual(['Close', 'Open'])
    expect(order.order_items[0]!.status).toBe('Open')
    const other = { id: 2, order_items: [] }
    expect(withOrder([order, other], next)).toEqual([next, other])
  })
})
