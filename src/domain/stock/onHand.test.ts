import { describe, expect, it } from 'vitest'
import { beyondCount, oversoldLines, stockLabel } from './onHand'

describe('stock on hand', () => {
  it('says nothing of an unknown count or a plentiful one', () => {
    expect(stockLabel(null)).toBeNull()
    expect(stockLabel(undefined)).toBeNull()
    expect(stockLabel(6)).toBeNull()
  })

  it('counts down from five, after the cart, to sold out', () => {
    expect(stockLabel(5)).toBe('5 left')
    expect(stockLabel(3, 2)).toBe('1 left')
    expect(stockLabel(1, 1)).toBe('Sold out')
    expect(stockLabel(0)).toBe('Sold out')
    expect(stockLabel(-2)).toBe('Sold out')
  })

  it('asks before going beyond a known count only', () => {
    expect(beyondCount(null, 40)).toBe(false)
    expect(beyondCount(1, 0)).toBe(false)
    expect(beyondCount(1, 1)).toBe(true)
  })

  it('lists the stocks a sale takes more of than counted, lines of one stock together', () => {
    const bear = { id: 1, name: 'Bear', onHand: 1 }
    const frame = { id: 2, name: 'Frame', onHand: null }
    const lines = [
      { stock: bear, qty: 1 },
      { stock: bear, qty: 1 },
      { stock: frame, qty: 9 },
    ]
    expect(oversoldLines(lines)).toEqual([{ stock_id: 1, name: 'Bear', on_hand: 1, qty: 2 }])
    expect(oversoldLines([{ stock: bear, qty: 1 }])).toEqual([])
  })
})
