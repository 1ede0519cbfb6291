import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MAX_CENTS } from '../sale/money'
import { cashNeedsDrawer } from './cashRule'
import { movementFits, readMovement } from './movement'
import { readFloat } from './opening'

describe('readMovement', () => {
  it.each([
    [12.5, 1250],
    ['12.50', 1250],
    ['0.05', 5],
  ])('reads %j as %i cents, the reason trimmed', (amount, cents) => {
    expect(readMovement({ type: 'in', amount, reason: '  change from the bank ' })).toEqual({
      ok: true,
      value: { type: 'in', amount: cents, reason: 'change from the bank' },
    })
  })

  it.each([
    [{ amount: 0, reason: 'x' }, 'amount', 'more than $0.00'],
    [{ amount: '1e3', reason: 'x' }, 'amount', 'at most 2 decimals'],
    [{ amount: -5, reason: 'x' }, 'amount', 'at most 2 decimals'],
    [{ amount: MAX_CENTS / 100 + 1, reason: 'x' }, 'amount', 'at most 2 decimals'],
    [{ amount: 5, reason: '   ' }, 'reason', 'why the cash'],
    [{ amount: 5, reason: 'x'.repeat(201) }, 'reason', '200 characters'],
  ])('refuses %j', (sent, field, message) => {
    const read = readMovement({ type: 'out', ...sent })
    expect(read.ok).toBe(false)
    if (!read.ok) {
      expect(Object.keys(read.errors)).toEqual([field])
      expect(read.message).toContain(message)
    }
  })
})

describe('movementFits', () => {
  it('takes out no more than the drawer should hold', () => {
    expect(movementFits({ type: 'out', amount: 5_000 }, 5_000).ok).toBe(true)
    const over = movementFits({ type: 'out', amount: 5_001 }, 5_000)
    expect(over.ok || over.message).toBe(
      'The drawer should hold only $50.00: no more than that can be taken out.',
    )
  })

  it('never lets the expected cash go below zero or past a money column (property)', () => {
    const cents = fc.integer({ min: 1, max: MAX_CENTS })
    fc.assert(
      fc.property(
        fc.constantFrom('in' as const, 'out' as const),
        cents,
        fc.nat(MAX_CENTS),
        (type, amount, expected) => {
          const fits = movementFits({ type, amount }, expected).ok
          const after = expected + (type === 'in' ? amount : -amount)
          return fits === (after >= 0 && after <= MAX_CENTS)
        },
      ),
    )
  })
})

describe('readFloat', () => {
  it('takes $0.00 and any amount of dollars, like the rest of the API', () => {
    expect(readFloat(0)).toEqual({ ok: true, value: 0 })
    expect(readFloat('200.00')).toEqual({ ok: true, value: 20_000 })
    expect(readFloat('200.001').ok).toBe(false)
    expect(readFloat(100_000_000).ok).toBe(false)
  })
})

describe('cashNeedsDrawer', () => {
  it('holds only cash taken now, and only when the server asks for drawers', () => {
    expect(cashNeedsDrawer({ cash: true, offline: false, required: true })).toBe(true)
    expect(cashNeedsDrawer({ cash: false, offline: false, required: true })).toBe(false)
    expect(cashNeedsDrawer({ cash: true, offline: true, required: true })).toBe(false)
    expect(cashNeedsDrawer({ cash: true, offline: false, required: false })).toBe(false)
  })
})
