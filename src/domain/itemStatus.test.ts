import { describe, expect, it } from 'vitest'
import { isExchanged, isGivenBack, isStruckThrough, itemStatus } from './itemStatus'

describe('isExchanged and isStruckThrough', () => {
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

describe('itemStatus of money given back', () => {
  it('tags a refunded item Refunded and every item of a void sale Void', () => {
    expect(itemStatus({ qty: 1, status: 'Refunded', json: {} })).toBe('Refunded')
    expect(itemStatus({ qty: 1, status: 'Void', json: {} })).toBe('Void')
    expect(itemStatus({ qty: 1, status: 'Open', json: {} }, { status: 'Void' })).toBe('Void')
    expect(itemStatus({ qty: 1, status: 'Open', json: {} }, { status: 'Paid' })).toBe('Open')
  })

  it('knows a refunded or voided item as given back', () => {
    expect(isGivenBack({ status: 'Refunded' })).toBe(true)
    expect(isGivenBack({ status: 'Open' }, { status: 'Void' })).toBe(true)
    expect(isGivenBack({ status: 'Close' }, { status: 'Paid' })).toBe(false)
  })
})
