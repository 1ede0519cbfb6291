import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  displayOrderNumber,
  offlineNumberTyped,
  ORDER_NUMBER_DIGITS,
  ORDER_NUMBER_OFFSET,
  orderIdFromDisplay,
} from './orderNumber'

describe('displayOrderNumber', () => {
  it('adds 546674 and pads to 10 digits', () => {
    expect(ORDER_NUMBER_OFFSET).toBe(546674)
    expect(ORDER_NUMBER_DIGITS).toBe(10)
    expect(displayOrderNumber(1)).toBe('0000546675')
    expect(displayOrderNumber(0)).toBe('0000546674')
    expect(displayOrderNumber(9_453_326)).toBe('0010000000')
    expect(displayOrderNumber(9_999_999_999 - ORDER_NUMBER_OFFSET)).toBe('9999999999')
  })
})

describe('orderIdFromDisplay', () => {
  it('subtracts 546674 from a typed number, with or without the zeros', () => {
    expect(orderIdFromDisplay('0000546675')).toBe(1)
    expect(orderIdFromDisplay('546675')).toBe(1)
    expect(orderIdFromDisplay(' 0000546700 ')).toBe(26)
    expect(orderIdFromDisplay(546_700)).toBe(26)
  })

  it('is 0 for text that is not a number', () => {
    for (const typed of [
      '',
      ' ',
      'abc',
      '54667a',
      '-546675',
      '546675.0',
      '5.5e6',
      '0x85772',
      '１２３',
      '546 675',
      '+546675',
    ]) {
      expect(orderIdFromDisplay(typed), typed).toBe(0)
    }
  })

  it('is 0 for numbers at or below the offset, and for absurdly long ones', () => {
    expect(orderIdFromDisplay('546674')).toBe(0)
    expect(orderIdFromDisplay('12')).toBe(0)
    expect(orderIdFromDisplay('0')).toBe(0)
    expect(orderIdFromDisplay('1'.repeat(16))).toBe(0)
  })

  it('inverts displayOrderNumber for every id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => {
        const shown = displayOrderNumber(id)
        expect(shown.length).toBeGreaterThanOrEqual(ORDER_NUMBER_DIGITS)
        expect(orderIdFromDisplay(shown)).toBe(id)
      }),
    )
  })

  it('never answers a negative or fractional id, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const id = orderIdFromDisplay(typed)
        expect(Number.isInteger(id) && id >= 0).toBe(true)
      }),
    )
  })
})

describe('offlineNumberTyped', () => {
  it('reads a provisional number as the order keeps it, and nothing else', () => {
    expect(offlineNumberTyped(' k7qx-0003 ')).toBe('K7QX-0003')
    for (const typed of ['0000546675', 'K7QX', 'K7QX-', 'K7QX-0003-1', "K7QX-0'"])
      expect(offlineNumberTyped(typed), typed).toBeNull()
  })
})
