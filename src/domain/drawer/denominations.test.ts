import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MAX_CENTS } from '../sale/money'
import {
  DENOMINATION_KEYS,
  DENOMINATIONS,
  MAX_PIECES,
  countTotal,
  denominationKey,
  fullCount,
  isNote,
  readCounts,
} from './denominations'

const anyCount = fc.dictionary(fc.constantFrom(...DENOMINATION_KEYS), fc.nat(MAX_PIECES))

describe('Australian notes and coins', () => {
  it('are the five notes and six coins, named by their dollars', () => {
    expect(DENOMINATION_KEYS).toEqual([
      '100',
      '50',
      '20',
      '10',
      '5',
      '2',
      '1',
      '0.5',
      '0.2',
      '0.1',
      '0.05',
    ])
    expect(DENOMINATIONS.filter(isNote).map(denominationKey)).toEqual([
      '100',
      '50',
      '20',
      '10',
      '5',
    ])
  })
})

describe('countTotal', () => {
  it('adds each note and coin by its value, to the cent', () => {
    const counts = { '100': 2, '50': 1, '20': 3, '5': 1, '2': 4, '0.5': 3, '0.1': 2, '0.05': 1 }
    // 200 + 50 + 60 + 5 + 8 + 1.50 + 0.20 + 0.05
    expect(countTotal(counts)).toBe(32_475)
    expect(countTotal({})).toBe(0)
  })

  it('is the sum of its parts (property)', () => {
    fc.assert(
      fc.property(anyCount, anyCount, (a, b) => {
        const both = Object.fromEntries(
          DENOMINATION_KEYS.map((key) => [key, (a[key] ?? 0) + (b[key] ?? 0)]),
        )
        expect(countTotal(both)).toBe(countTotal(a) + countTotal(b))
      }),
    )
  })

  it('never passes what a money column holds (property)', () => {
    fc.assert(fc.property(anyCount, (counts) => countTotal(counts) <= MAX_CENTS))
  })
})

describe('readCounts', () => {
  it('names every denomination, a missing one as none', () => {
    const read = readCounts({ '20': 3, '0.05': 2 })
    expect(read).toEqual({ ok: true, value: { ...fullCount({}), '20': 3, '0.05': 2 } })
    // Integer keys come first in a JavaScript object, whatever order they were made in.
    expect(Object.keys(read.ok ? read.value : {}).sort()).toEqual([...DENOMINATION_KEYS].sort())
  })

  it('keeps what it accepts to the cent (property)', () => {
    fc.assert(
      fc.property(anyCount, (counts) => {
        const read = readCounts(counts)
        return read.ok && countTotal(read.value) === countTotal(counts)
      }),
    )
  })

  it.each([
    [{ '0.50': 1 }, 'counts.0.50', 'not an Australian note or coin'],
    [{ '0.01': 1 }, 'counts.0.01', 'not an Australian note or coin'],
    [{ '20': -1 }, 'counts.20', 'whole number'],
    [{ '20': 1.5 }, 'counts.20', 'whole number'],
    [{ '20': MAX_PIECES + 1 }, 'counts.20', 'whole number'],
    [{ '20': '3' }, 'counts.20', 'whole number'],
  ])('refuses %j, naming the key', (sent, field, message) => {
    const read = readCounts(sent)
    expect(read.ok).toBe(false)
    if (!read.ok) {
      expect(Object.keys(read.errors)).toEqual([field])
      expect(read.message).toContain(message)
    }
  })
})
