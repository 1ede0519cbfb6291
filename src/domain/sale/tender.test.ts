import { describe, expect, it } from 'vitest'
import { quickAmounts, readTender } from './tender'

describe('readTender', () => {
  it('records cash tendered and the change', () => {
    expect(readTender({ type: 'Order#Cash', tendered: '100.00' }, 6500)).toEqual({
      tender: { tendered: 10000, change: 3500 },
      errors: {},
    })
  })
  it('refuses more than the total plus $10,000, and more than a money column holds', () => {
    expect(readTender({ type: 'Order#Cash', tendered: 10_065 }, 6500).errors).toEqual({})
    expect(readTender({ type: 'Order#Cash', tendered: 10_065.01 }, 6500).errors.tendered).toEqual([
      'The amount tendered cannot be more than $10,065.00: check the amount keyed in.',
    ])
    expect(
      readTender({ type: 'Order#Cash', tendered: 100_000_000 }, 6500).errors.tendered?.[0],
    ).toContain('up to $99,999,999.99')
  })
  it('is optional', () => {
    expect(readTender({ type: 'Order#Cash' }, 6500)).toEqual({ tender: null, errors: {} })
  })
  it('refuses less than the total, a tender on EFTPOS and a bad amount', () => {
    expect(readTender({ type: 'Order#Cash', tendered: 64.99 }, 6500).errors).toEqual({
      tendered: ['The amount tendered must be at least the total, $65.00.'],
    })
    expect(readTender({ type: 'Order#Eftpos', tendered: 65 }, 6500).errors).toEqual({
      tendered: ['Only a cash sale has an amount tendered.'],
    })
    expect(Object.keys(readTender({ type: 'Order#Cash', tendered: '1e3' }, 6500).errors)).toEqual([
      'tendered',
    ])
  })
})

describe('quickAmounts', () => {
  it('offers the exact total and the next note amounts above it', () => {
    expect(quickAmounts(6500)).toEqual([6500, 7000, 8000, 10000])
    expect(quickAmounts(3550)).toEqual([3550, 4000, 5000, 10000])
  })
})
