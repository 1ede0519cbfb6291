import { describe, expect, it } from 'vitest'
import { itemUnitCents, upgradeColourChoices } from './upgradeItem'

describe('itemUnitCents', () => {
  it('is the amount over the quantity, never dividing by less than one', () => {
    expect(itemUnitCents({ amount: 190, qty: 2 })).toBe(9500)
    expect(itemUnitCents({ amount: 95, qty: 0 })).toBe(9500)
  })
})

describe('upgradeColourChoices', () => {
  const mats = [
    { name: 'Navy', value: '#1f2a44' },
    { name: 'Black', value: '#111111' },
  ]
  const frame = { id: 11, json: { data: { colour: mats } } }
  const navyFrame = { stock_id: 11, json: { colour: mats[0]! } }

  it('leaves out the colour the item already has when the stock is the same', () => {
    expect(upgradeColourChoices(frame, navyFrame)).toEqual([mats[1]])
  })

  it('offers every colour of another stock', () => {
    expect(upgradeColourChoices({ ...frame, id: 12 }, navyFrame)).toEqual(mats)
  })

  it('offers none for a stock without colours', () => {
    expect(upgradeColourChoices({ id: 1, json: {} }, navyFrame)).toEqual([])
  })
})
