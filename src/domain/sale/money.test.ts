import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  centsToDecimal,
  centsToDollars,
  formatMoney,
  gstIncluded,
  MAX_CENTS,
  parseMoney,
  subtotalExGst,
  toCents,
} from './money'

/** Amounts a numeric(10,2) column can hold, in cents. */
const cents = fc.integer({ min: -9_999_999_999, max: 9_999_999_999 })

describe('toCents', () => {
  it('reads dollars as numbers and as decimal text', () => {
    expect(toCents(45.5)).toBe(4550)
    expect(toCents('45.50')).toBe(4550)
    expect(toCents('0.10')).toBe(10)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(-5)).toBe(-500)
  })

  it('reads anything that is not a number as 0', () => {
    expect(toCents('abc')).toBe(0)
    expect(toCents('')).toBe(0)
    expect(toCents(Number.NaN)).toBe(0)
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(0)
  })

  it('round-trips every 2-decimal amount, as dollars and as decimal text', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(toCents(centsToDollars(c))).toBe(c)
        expect(toCents(centsToDecimal(c))).toBe(c)
      }),
    )
  })
})

describe('display', () => {
  it("shows a dollar sign and 2 decimals, the sign before the '$'", () => {
    expect(formatMoney(4550)).toBe('$45.50')
    expect(formatMoney(5)).toBe('$0.05')
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(-500)).toBe('-$5.00')
    expect(formatMoney(123_456_789)).toBe('$1,234,567.89')
    expect(formatMoney(-0.4)).toBe('$0.00')
  })

  it('writes numeric(10,2) literals', () => {
    expect(centsToDecimal(4550)).toBe('45.50')
    expect(centsToDecimal(-7)).toBe('-0.07')
    expect(centsToDecimal(100)).toBe('1.00')
    expect(centsToDollars(4550)).toBe(45.5)
  })

  it('always has exactly two decimals', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(formatMoney(c)).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/)
      }),
    )
  })

  it('reads back as the same cents once the sign and grouping are taken off', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const shown = formatMoney(c).replace(/[$,-]/g, '')
        expect(Math.sign(c) * parseMoney(shown)!).toBe(c)
      }),
    )
  })
})

/** Amounts a client may send: never negative. */
const sent = fc.integer({ min: 0, max: 9_999_999_999 })

describe('parseMoney', () => {
  it('reads a number or a decimal string with at most 2 decimals', () => {
    expect(parseMoney(105)).toBe(10500)
    expect(parseMoney('105')).toBe(10500)
    expect(parseMoney('105.5')).toBe(10550)
    expect(parseMoney('105.00')).toBe(10500)
    expect(parseMoney(0.1 + 0.2)).toBe(30)
    expect(parseMoney('0.07')).toBe(7)
  })

  it.each([['1e3'], ['12,50'], ['105.001'], [''], [' 5'], ['-5'], ['.5'], ['5.'], ['0x10']])(
    'refuses %j',
    (text) => {
      expect(parseMoney(text)).toBeNull()
    },
  )

  it('refuses numbers that are negative, not finite or finer than a cent, and other types', () => {
    for (const value of [-1, 105.001, Number.NaN, Number.POSITIVE_INFINITY, null, true, {}])
      expect(parseMoney(value)).toBeNull()
  })

  it('reads up to what a money column holds, and no more', () => {
    expect(parseMoney('99999999.99')).toBe(MAX_CENTS)
    expect(parseMoney(99_999_999.99)).toBe(MAX_CENTS)
    expect(parseMoney('100000000')).toBeNull()
    expect(parseMoney(100_000_000)).toBeNull()
  })

  it('parse∘format = id, for the wire text and the wire number', () => {
    fc.assert(
      fc.property(sent, (c) => {
        expect(parseMoney(centsToDecimal(c))).toBe(c)
        expect(parseMoney(centsToDollars(c))).toBe(c)
      }),
    )
  })
})

describe('GST', () => {
  it('is one eleventh of a GST-inclusive amount, rounded to the cent', () => {
    expect(gstIncluded(1100)).toBe(100)
    expect(gstIncluded(13000)).toBe(1182) // $130.00 includes $11.82
    expect(gstIncluded(21500)).toBe(1955) // 1954.5… rounds up
    expect(gstIncluded(5)).toBe(0)
    expect(gstIncluded(6)).toBe(1)
    expect(gstIncluded(0)).toBe(0)
    expect(subtotalExGst(13000)).toBe(11818)
  })

  it('subtotal plus GST is always the total', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(subtotalExGst(c) + gstIncluded(c)).toBe(c)
      }),
    )
  })

  it('is never more than one cent away from total / 11, and is symmetric for refunds', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(Math.abs(gstIncluded(c) - c / 11)).toBeLessThanOrEqual(0.5)
        expect(gstIncluded(-c) + gstIncluded(c)).toBe(0)
      }),
    )
  })
})
