import { beforeEach, describe, expect, it } from 'vitest'
import { stockNamed } from '../../../stories/fixtures/catalogue'
import { addItem, canCheckout, removeItem, toggleCategory } from './cart'
import { resetSale, sale } from './sale'
import { resetUi, ui } from './ui'

const bear = stockNamed('Graduation Bear')
const messages = () => ui.alerts.map((alert) => alert.message)

describe('the cart', () => {
  beforeEach(() => {
    resetSale()
    resetUi()
  })

  it('adds, raises and lowers lines', () => {
    expect(addItem(bear)).toBe(true)
    addItem(bear)
    removeItem(bear)
    expect(sale.cart.map((line) => [line.stock.name, line.qty])).toEqual([['Graduation Bear', 1]])
  })

  it('keeps the catalogue object out of the store proxy', () => {
    addItem(bear)
    expect(sale.cart[0]?.stock).toBe(bear)
  })

  it('says so when the item is out of stock', () => {
    expect(addItem({ ...bear, id: 0 })).toBe(false)
    expect(sale.cart).toEqual([])
    expect(messages()).toHaveLength(1)
  })

  it('opens checkout only with something in the cart', () => {
    expect(canCheckout()).toBe(false)
    expect(messages()).toEqual(['Your cart is empty'])
    addItem(bear)
    expect(canCheckout()).toBe(true)
  })

  it('toggles category filters', () => {
    toggleCategory('Stock#Bear')
    toggleCategory('Stock#StagePhoto')
    toggleCategory('Stock#Bear')
    expect(sale.categoryFilters).toEqual(['Stock#StagePhoto'])
  })
})
