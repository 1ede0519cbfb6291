import { ref } from 'valtio'
import { addToCart, removeFromCart, type CartLine } from '../../domain/sale/cart'
import type { Colour } from '../../domain/sale/colour'
import type { CatalogueStock } from '../../domain/contract/stock'
import { MESSAGES } from '../../domain/messages'
import type { StockType } from '../../domain/stockTypes'
import { sale } from './sale'
import { showAlert } from './ui'

/**
 * Catalogue stocks come from the shared catalogue cache; `ref` keeps valtio from wrapping them in
 * proxies in place, which would change the cached catalogue under everyone else reading it.
 */
function catalogueItem(stock: CatalogueStock | null): CatalogueStock | null {
  return stock ? ref(stock) : stock
}

/** Adds a line or raises its quantity; says why when it cannot (the item is out of stock). */
export function addItem(stock: CatalogueStock | null, colour: Colour | null = null): boolean {
  const result = addToCart(sale.cart as CartLine<CatalogueStock>[], catalogueItem(stock), colour)
  if (result.ok) sale.cart = result.lines
  else void showAlert(result.message)
  return result.ok
}

export function removeItem(stock: CatalogueStock | null, colour: Colour | null = null): boolean {
  const result = removeFromCart(
    sale.cart as CartLine<CatalogueStock>[],
    catalogueItem(stock),
    colour,
  )
  if (result.ok) sale.cart = result.lines
  else void showAlert(result.message)
  return result.ok
}

/** Checkout opens only with something in the cart. */
export function canCheckout(): boolean {
  if (sale.cart.length > 0) return true
  void showAlert(MESSAGES.emptyCart)
  return false
}

export function toggleCategory(type: StockType) {
  const filters = sale.categoryFilters
  sale.categoryFilters = filters.includes(type)
    ? filters.filter((t) => t !== type)
    : [...filters, type]
}
