import { proxy, ref } from 'valtio'
import { addToCart, removeFromCart, type CartLine } from '../../domain/sale/cart'
import { CEREMONY_WINDOW_DAYS, type CeremonyWindow } from '../../domain/ceremony'
import type { Colour } from '../../domain/sale/colour'
import type { Order, Stock, Student } from '../../domain/contract/entities'
import type { PaymentType } from '../../domain/contract/requests'
import type { SaleCustomer, SaleMode } from '../../domain/sale/customer'
import type { StockType } from '../../domain/stockTypes'
import type { CustomerForm } from '../../domain/sale/customerForm'

export type { SaleCustomer, SaleMode }
export { EMPTY_CUSTOMER, studentToCustomer } from '../../domain/sale/customer'

export interface SelectedCeremony {
  id: number
  name: string
  /** DD/MM/YYYY */
  date: string
}

export type Shipping = CustomerForm

export const sale = proxy({
  cart: [] as CartLine<Stock>[],
  order: null as Order | null,
  students: [] as Student[],
  customer: null as SaleCustomer | null,
  paymentType: null as PaymentType | null,
  shipping: null as Shipping | null,
  ceremony: null as SelectedCeremony | null,
  mode: 'normal' as SaleMode,
  categoryFilters: [] as StockType[],
  ceremonyWindow: CEREMONY_WINDOW_DAYS as CeremonyWindow,
  /**
   * The Idempotency-Key of this sale, made at its first save and kept until the cart is emptied:
   * a double tap, a retry after a lost answer or a second try after Back all return one order.
   */
  checkoutKey: null as string | null,
  receiptSent: false,
})

/**
 * Stock objects come from the shared catalogue cache; `ref` keeps valtio from wrapping them in
 * proxies in place, which would change the cached catalogue under everyone else reading it.
 */
function catalogueItem(stock: Stock | null): Stock | null {
  return stock ? ref(stock) : stock
}

/** Adds a line or raises its quantity; answers the message to show when the item is empty. */
export function addItem(stock: Stock | null, colour: Colour | null = null): string | null {
  const result = addToCart(sale.cart as CartLine<Stock>[], catalogueItem(stock), colour)
  if (!result.ok) return result.message
  sale.cart = result.lines
  return null
}

export function removeItem(stock: Stock | null, colour: Colour | null = null): string | null {
  const result = removeFromCart(sale.cart as CartLine<Stock>[], catalogueItem(stock), colour)
  if (!result.ok) return result.message
  sale.cart = result.lines
  return null
}

export function clearCart() {
  sale.cart = []
  sale.checkoutKey = null
}

/** Empties students, customer, payment type and shipping; the ceremony too, unless selling on stage. */
export function cleanTemporary() {
  sale.students = []
  sale.customer = null
  sale.paymentType = null
  sale.shipping = null
  if (sale.mode !== 'stage') sale.ceremony = null
}

export function clearOrder() {
  sale.order = null
  sale.receiptSent = false
}

/** A sale is over (done, or abandoned): nothing of it may leak into the next one. */
export function endSale() {
  clearCart()
  cleanTemporary()
  clearOrder()
}

export function setMode(mode: SaleMode) {
  sale.mode = mode
}

export function resetSale() {
  endSale()
  sale.ceremony = null
  sale.mode = 'normal'
  sale.categoryFilters = []
  sale.ceremonyWindow = CEREMONY_WINDOW_DAYS
}
