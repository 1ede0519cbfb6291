import { describe, expect, it } from 'vitest'
import {
  catalogueColour,
  colourDialogTitle,
  colourOptions,
  hasColourOptions,
  nameWithColour,
} from './colour'
import {
  ALL_STOCK_TYPES,
  CATEGORY_LABELS,
  isStockType,
  itemTypeOfStock,
  STOCK_TYPES,
  stockTypeOfItem,
} from '../stockTypes'

const navy = { name: 'Navy', value: '#1f2a44' }
const gold = { name: 'Gold', value: '#d4af37' }

describe('colour suffixes', () => {
  it("names a frame ' with {colour} Mat' and a plaque ' {colour} Plate'", () => {
    expect(nameWithColour('Stock#Frame', 'Classic Degree Frame', navy)).toBe(
      'Classic Degree Frame with Navy Mat',
    )
    expect(nameWithColour('Stock#Plaque', 'Degree Plaque', gold)).toBe('Degree Plaque Gold Plate')
  })

  it('leaves other items, and items without a colour, as they are', () => {
    expect(nameWithColour('Stock#Bear', 'Graduation Bear', navy)).toBe('Graduation Bear')
    expect(nameWithColour('Stock#Matboard', 'Matboard Upgrade', navy)).toBe('Matboard Upgrade')
    expect(nameWithColour('Stock#Frame', 'Photo Frame', null)).toBe('Photo Frame')
    expect(nameWithColour('Stock#Plaque', 'Degree Plaque', undefined)).toBe('Degree Plaque')
  })
})

describe('colour dialog', () => {
  it("is titled 'Select Plate Colour' for plaques and 'Select Matboard Colour' otherwise", () => {
    expect(colourDialogTitle('Stock#Plaque')).toBe('Select Plate Colour')
    expect(colourDialogTitle('Stock#Frame')).toBe('Select Matboard Colour')
    expect(colourDialogTitle('Stock#Bear')).toBe('Select Matboard Colour')
  })

  it('reads the options from json.data.colour', () => {
    const frame = { json: { data: { colour: [navy, { name: 'Black', value: '#111111' }] } } }
    expect(colourOptions(frame)).toEqual(frame.json.data.colour)
    expect(hasColourOptions(frame)).toBe(true)
    for (const stock of [
      {},
      { json: null },
      { json: {} },
      { json: { data: null } },
      { json: { data: { colour: null } } },
      { json: { data: { colour: [] } } },
    ]) {
      expect(colourOptions(stock)).toEqual([])
      expect(hasColourOptions(stock)).toBe(false)
    }
    expect(catalogueColour(frame, navy)).toBe(frame.json.data.colour[0])
    expect(catalogueColour(frame, { name: 'Navy', value: '#000080' })).toBeNull()
    expect(catalogueColour(frame, gold)).toBeNull()
  })
})

describe('the catalogue colour of a request', () => {
  const frame = { json: { data: { colour: [navy, gold] } } }

  it("answers the stock's own object, not the one asked with, which may carry more", () => {
    const asked = { ...gold, extra: 'kept out' }
    expect(catalogueColour(frame, asked)).toBe(frame.json.data.colour[1])
    expect(catalogueColour(frame, asked)).toEqual(gold)
  })

  it('answers null for no colour, a stock without colours, or a name with another value', () => {
    expect(catalogueColour(frame, null)).toBeNull()
    expect(catalogueColour(frame, undefined)).toBeNull()
    expect(catalogueColour({}, navy)).toBeNull()
    expect(catalogueColour(frame, { name: 'navy', value: navy.value })).toBeNull()
  })
})

describe('stock types', () => {
  it('has the seven sold types, plus the matboard among upgrades, each with a label', () => {
    expect(STOCK_TYPES).toHaveLength(7)
    expect(ALL_STOCK_TYPES).toEqual([...STOCK_TYPES, 'Stock#Matboard'])
    for (const type of ALL_STOCK_TYPES) expect(CATEGORY_LABELS[type]).toEqual(expect.any(String))
    expect(isStockType('Stock#Frame')).toBe(true)
    expect(isStockType('Stock#Car')).toBe(false)
  })

  it("maps item types to stock types and back ('OrderItem#Frame' ↔ 'Stock#Frame')", () => {
    expect(stockTypeOfItem('OrderItem#Frame')).toBe('Stock#Frame')
    expect(stockTypeOfItem('Stock#Frame')).toBe('Stock#Frame')
    expect(itemTypeOfStock('Stock#Plaque')).toBe('OrderItem#Plaque')
    for (const type of ALL_STOCK_TYPES) expect(stockTypeOfItem(itemTypeOfStock(type))).toBe(type)
  })
})
