import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { toCents } from './sale/money'
import { ALL_STOCK_TYPES, stockTypeOfItem } from './stockTypes'
import {
  canUpgradeToSameStock,
  isUpgradeAllowed,
  upgradeCost,
  upgradeOptions,
  type UpgradeOriginal,
  type UpgradeStock,
} from './upgrade'

const catalogue: UpgradeStock[] = [
  { id: 1, type: 'Stock#Bear', price: 35 },
  { id: 2, type: 'Stock#Bear', price: 18 },
  { id: 3, type: 'Stock#Frame', price: 95 },
  { id: 4, type: 'Stock#Frame', price: 145 },
  { id: 5, type: 'Stock#Plaque', price: 130 },
  { id: 6, type: 'Stock#PhotographService', price: 250 },
  { id: 7, type: 'Stock#Flower', price: 30 },
  { id: 8, type: 'Stock#Matboard', price: 20 },
  { id: 9, type: 'Stock#Frame', price: 200, deleted_at: '2026-01-01T00:00:00Z' },
  { id: 10, type: 'Stock#Unknown', price: 500 },
  { id: 11, type: 'Stock#Bear', price: 40 },
]

const ids = (categories: ReturnType<typeof upgradeOptions>) =>
  categories.map((c) => [c.type, c.stocks.map((s) => s.id)])

describe('upgradeOptions', () => {
  it("offers dearer stock only, the original's type first, empty categories dropped", () => {
    const original: UpgradeOriginal = { stock_id: 1, type: 'OrderItem#Bear', unitPriceCents: 3500 }
    expect(ids(upgradeOptions(original, catalogue))).toEqual([
      ['Stock#Bear', [11]],
      ['Stock#Frame', [3, 4]],
      ['Stock#Plaque', [5]],
      ['Stock#PhotographService', [6]],
    ])
    expect(upgradeOptions(original, catalogue)[0]!.label).toBe('Bears & Charms')
  })

  it('offers the same frame or plaque again (for another colour), never the same other stock', () => {
    const frame: UpgradeOriginal = { stock_id: 3, type: 'OrderItem#Frame', unitPriceCents: 9500 }
    expect(ids(upgradeOptions(frame, catalogue))[0]).toEqual(['Stock#Frame', [3, 4]])
    const plaque: UpgradeOriginal = { stock_id: 5, type: 'Stock#Plaque', unitPriceCents: 13000 }
    expect(ids(upgradeOptions(plaque, catalogue))[0]).toEqual(['Stock#Plaque', [5]])
    expect(canUpgradeToSameStock('Stock#Frame')).toBe(true)
    expect(canUpgradeToSameStock('Stock#Plaque')).toBe(true)
    expect(canUpgradeToSameStock('Stock#Bear')).toBe(false)
  })

  it('allows a price equal to the original unit price, not a cent less', () => {
    const original: UpgradeOriginal = {
      stock_id: 99,
      type: 'OrderItem#Flower',
      unitPriceCents: 3000,
    }
    expect(isUpgradeAllowed(original, { id: 7, type: 'Stock#Flower', price: 30 })).toBe(true)
    expect(isUpgradeAllowed(original, { id: 7, type: 'Stock#Flower', price: 29.99 })).toBe(false)
    expect(
      isUpgradeAllowed(original, {
        id: 9,
        type: 'Stock#Frame',
        price: 200,
        deleted_at: '2026-01-01',
      }),
    ).toBe(false)
  })

  it('answers nothing when nothing is dearer', () => {
    expect(
      upgradeOptions(
        { stock_id: 6, type: 'OrderItem#PhotographService', unitPriceCents: 25_000 },
        catalogue,
      ),
    ).toEqual([])
    expect(
      upgradeOptions({ stock_id: 1, type: 'OrderItem#Bear', unitPriceCents: 100 }, []),
    ).toEqual([])
  })

  const stockArb = fc.record({
    id: fc.integer({ min: 1, max: 30 }),
    type: fc.constantFrom(...ALL_STOCK_TYPES, 'Stock#Other'),
    price: fc.integer({ min: 0, max: 50_000 }).map((c) => c / 100),
    deleted_at: fc.option(fc.constant('2026-01-01T00:00:00Z'), { nil: null }),
  })
  const originalArb = fc.record({
    stock_id: fc.integer({ min: 1, max: 30 }),
    type: fc.constantFrom(...ALL_STOCK_TYPES.map((t) => t.replace('Stock#', 'OrderItem#'))),
    unitPriceCents: fc.integer({ min: 0, max: 50_000 }),
  })

  it('every option satisfies the price and same-stock rules, and the same type comes first', () => {
    fc.assert(
      fc.property(originalArb, fc.array(stockArb, { maxLength: 40 }), (original, stocks) => {
        const categories = upgradeOptions(original, stocks)
        const offered = categories.flatMap((c) => c.stocks)
        for (const stock of offered) {
          expect(toCents(stock.price)).toBeGreaterThanOrEqual(original.unitPriceCents)
          expect(stock.deleted_at).toBeFalsy()
          if (stock.id === original.stock_id)
            expect(['Stock#Frame', 'Stock#Plaque']).toContain(stock.type)
        }
        for (const category of categories) {
          expect(category.stocks.length).toBeGreaterThan(0)
          expect(category.stocks.every((s) => s.type === category.type)).toBe(true)
        }
        expect(new Set(categories.map((c) => c.type)).size).toBe(categories.length)
        const ownIndex = categories.findIndex((c) => c.type === stockTypeOfItem(original.type))
        expect(ownIndex === -1 || ownIndex === 0).toBe(true)
        // Nothing allowed is left out.
        const allowed = stocks.filter(
          (s) => ALL_STOCK_TYPES.includes(s.type as never) && isUpgradeAllowed(original, s),
        )
        expect(offered.length).toBe(allowed.length)
      }),
    )
  })
})

describe('upgradeCost', () => {
  it('charges the price difference with its GST included (round(diff / 11))', () => {
    expect(upgradeCost(3500, 25_000)).toEqual({
      newCents: 25_000,
      originalCents: 3500,
      payableCents: 21_500,
      gstCents: 1955,
    })
    expect(upgradeCost(9500, 14_500)).toEqual({
      newCents: 14_500,
      originalCents: 9500,
      payableCents: 5000,
      gstCents: 455,
    })
    expect(upgradeCost(13_000, 13_000)).toEqual({
      newCents: 13_000,
      originalCents: 13_000,
      payableCents: 0,
      gstCents: 0,
    })
  })

  it('prices the whole line by its quantity, at least one', () => {
    expect(upgradeCost(3500, 4000, 3)).toEqual({
      newCents: 12_000,
      originalCents: 10_500,
      payableCents: 1500,
      gstCents: 136,
    })
    expect(upgradeCost(3500, 4000, 0).payableCents).toBe(500)
  })

  it('payable is new minus original and its GST is round(payable / 11)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: -2, max: 99 }),
        (original, price, qty) => {
          const cost = upgradeCost(original, price, qty)
          expect(cost.payableCents).toBe(cost.newCents - cost.originalCents)
          expect(cost.newCents).toBe(price * Math.max(1, qty))
          expect(cost.gstCents).toBe(Math.round(cost.payableCents / 11))
        },
      ),
    )
  })
})
