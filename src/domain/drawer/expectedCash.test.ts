import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MAX_CENTS } from '../sale/money'
import {
  expectedCash,
  movementTotals,
  variance,
  type DrawerTerms,
  type Movement,
} from './expectedCash'

const cents = fc.integer({ min: 0, max: MAX_CENTS })
const terms = fc.record<DrawerTerms>({
  float: cents,
  cashSales: cents,
  change: cents,
  cashUpgrades: cents,
  cashRefunds: cents,
  cashIn: cents,
  cashOut: cents,
})
const movement = fc.record<Movement>({ type: fc.constantFrom('in', 'out'), amount: cents })

describe('expectedCash', () => {
  it('is the float, plus cash taken, less cash given back', () => {
    const day: DrawerTerms = {
      float: 20_000,
      cashSales: 10_000,
      change: 3_500,
      cashUpgrades: 5_000,
      cashRefunds: 3_000,
      cashIn: 2_000,
      cashOut: 1_050,
    }
    expect(expectedCash(day)).toBe(29_450)
    expect(
      expectedCash({
        ...day,
        cashSales: 0,
        change: 0,
        cashUpgrades: 0,
        cashRefunds: 0,
        cashIn: 0,
        cashOut: 0,
      }),
    ).toBe(20_000)
  })

  it('equals the float plus the signed sum of the terms (property)', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const signed = [
          t.cashSales,
          -t.change,
          t.cashUpgrades,
          -t.cashRefunds,
          t.cashIn,
          -t.cashOut,
        ]
        expect(expectedCash(t)).toBe(t.float + signed.reduce((a, b) => a + b, 0))
      }),
    )
  })

  it("equals the float plus the movements' signed sum, in any order (property)", () => {
    fc.assert(
      fc.property(cents, fc.array(movement, { maxLength: 30 }), (float, movements) => {
        const signed = movements.reduce(
          (sum, m) => sum + (m.type === 'in' ? m.amount : -m.amount),
          0,
        )
        const none = { cashSales: 0, change: 0, cashUpgrades: 0, cashRefunds: 0 }
        const forward = expectedCash({ float, ...none, ...movementTotals(movements) })
        const backward = expectedCash({
          float,
          ...none,
          ...movementTotals([...movements].reverse()),
        })
        expect(forward).toBe(float + signed)
        expect(backward).toBe(forward)
      }),
    )
  })

  it('moves by exactly the change given when a sale gives change (property)', () => {
    fc.assert(
      fc.property(terms, cents, (t, change) => {
        expect(expectedCash(t) - expectedCash({ ...t, change: t.change + change })).toBe(change)
      }),
    )
  })
})

describe('variance', () => {
  it('is counted less expected: over above zero, short below', () => {
    expect(variance(29_450, 29_450)).toBe(0)
    expect(variance(29_455, 29_450)).toBe(5)
    expect(variance(29_000, 29_450)).toBe(-450)
  })

  it('brings expected back to counted (property)', () => {
    fc.assert(
      fc.property(
        cents,
        cents,
        (counted, expected) => expected + variance(counted, expected) === counted,
      ),
    )
  })
})
