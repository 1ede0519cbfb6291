import { describe, expect, it } from 'vitest'
import { isExchanged, isStruckThrough, itemStatus } from './itemStatus'

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
