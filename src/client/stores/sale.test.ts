import { beforeEach, describe, expect, it } from 'vitest'
import { stockNamed } from '../../../stories/fixtures/catalogue'
import { addItem } from './cart'
import {
  answerReceipt,
  endSale,
  keptSale,
  openStore,
  resetSale,
  restoreSale,
  sale,
  startSale,
} from './sale'

const bear = stockNamed('Graduation Bear')
const ceremony = { id: 7, name: 'Science', date: '01/12/2026' }

/** A sale part way through: something in the cart, a customer, a ceremony and a saved order. */
function midSale() {
  addItem(bear)
  sale.checkoutKey = 'sale-key'
  sale.customer = { ...sale.customer!, id: 1, name: 'Avery' } as typeof sale.customer
  sale.paymentType = 'Cash'
  sale.ceremony = ceremony
  sale.order = { id: 5 } as typeof sale.order
  sale.receiptSent = true
}

describe('the life of a sale', () => {
  beforeEach(resetSale)

  it('starts a stage sale empty but keeps the stage ceremony', () => {
    sale.mode = 'stage'
    midSale()
    startSale('stage')
    expect(sale).toMatchObject({ cart: [], checkoutKey: null, customer: null, order: null })
    expect(sale.ceremony).toEqual(ceremony)
  })

  it('starts a general-store sale with no ceremony', () => {
    midSale()
    startSale('normal')
    expect(sale).toMatchObject({ mode: 'normal', cart: [], ceremony: null, receiptSent: false })
  })

  it('opens the store again with the cart kept and the customer and order gone', () => {
    midSale()
    openStore('normal')
    expect(sale.cart.map((line) => line.stock.name)).toEqual(['Graduation Bear'])
    expect(sale).toMatchObject({ customer: null, paymentType: null, order: null, ceremony: null })
  })

  it('forgets the customer once the receipt question is answered, but keeps the order', () => {
    midSale()
    answerReceipt(true)
    expect(sale).toMatchObject({ customer: null, receiptSent: true, order: { id: 5 } })
    expect(sale.cart).toHaveLength(1)
  })

  it('ends a sale with nothing left for the next one', () => {
    midSale()
    sale.pin = { open: true, error: 'Invalid PIN code.' }
    endSale()
    expect(sale).toMatchObject({ cart: [], customer: null, order: null, receiptSent: false })
    expect(sale.pin).toEqual({ open: false, error: null })
  })

  it('resets mode, filters and ceremony at the menu', () => {
    sale.mode = 'stage'
    midSale()
    sale.categoryFilters = ['Stock#Bear']
    resetSale()
    expect(sale).toMatchObject({ mode: 'normal', ceremony: null, categoryFilters: [], cart: [] })
  })

  it('a sale restored after a reload reaches its payment whole, opens on cash, and ends with the sale', () => {
    sale.mode = 'stage'
    midSale()
    const kept = JSON.parse(JSON.stringify(keptSale())) as ReturnType<typeof keptSale>
    resetSale()
    restoreSale(kept)
    // The stage's entry and the store's, on the way to the payment, leave it as it is.
    startSale('stage')
    openStore('stage')
    expect(sale.cart.map((line) => line.stock.name)).toEqual(['Graduation Bear'])
    expect(sale).toMatchObject({ mode: 'stage', ceremony, checkoutKey: 'sale-key', cashNext: true })
    expect(sale.customer?.name).toBe('Avery')
    endSale()
    startSale('stage')
    expect(sale).toMatchObject({ cart: [], customer: null, cashNext: false })
  })
})
