import { proxy } from 'valtio'
import type { CartLine } from '../../domain/sale/cart'
import { CEREMONY_WINDOW_DAYS, type CeremonyWindow } from '../../domain/ceremony'
import type { Order } from '../../domain/contract/order'
import type { CatalogueStock } from '../../domain/contract/stock'
import type { Student } from '../../domain/contract/student'
import type { PaymentType } from '../../domain/contract/upgrade'
import type { SaleCustomer, SaleMode } from '../../domain/sale/customer'
import type { StockType } from '../../domain/stockTypes'
import type { CustomerForm } from '../../domain/sale/customerForm'
import type { Receipt } from '../../domain/receipt/receipt'
import { formatDate } from '../../domain/dates'

export type { SaleCustomer, SaleMode }

export interface SelectedCeremony {
  id: number
  name: string
  /** DD/MM/YYYY */
  date: string
}

export type Shipping = CustomerForm

export const sale = proxy({
  cart: [] as CartLine<CatalogueStock>[],
  order: null as Order | null,
  /** A sale kept on this kiosk while offline, shown with its provisional number. */
  queued: null as {
    key: string
    number: string
    totalCents: number
    changeCents: number | null
    /** Where the receipt goes once the sale is sent. */
    receiptEmail: string | null
    /** The receipt as the kiosk knows it (the order number and reference follow). */
    receipt: Receipt
  } | null,
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
  /** The staff PIN dialog of a general-store payment. */
  pin: { open: false, error: null as string | null },
  /** The cash handed over (cents) for a cash payment, once keyed in; null for EFTPOS. */
  tenderedCents: null as number | null,
  /** A save that got no answer or a server fault, to try again as this operator (same key). */
  saveFailure: null as { operatorId: number } | null,
  /** The receipt address as edited on the payment screen; null: the customer's own. */
  receiptEmail: null as string | null,
  /** The operator confirmed selling past a count of zero (it may be under the counter). */
  sellBeyondCount: false,
  /** Pay by cash after a card payment a reload interrupted: the payment opens on its cash pad. */
  cashNext: false,
})

/** What a sale paid by card is, kept with its attempt for the tab (KeptPayment). */
const KEPT = [
  'cart',
  'students',
  'customer',
  'shipping',
  'ceremony',
  'mode',
  'ceremonyWindow',
  'checkoutKey',
  'receiptEmail',
  'sellBeyondCount',
] as const
export type KeptSale = Pick<typeof sale, (typeof KEPT)[number]>

export function keptSale(): KeptSale {
  const kept = Object.fromEntries(KEPT.map((name) => [name, sale[name]]))
  // A plain copy (a proxy cannot be cloned): it goes to sessionStorage, and the sale moves on.
  return JSON.parse(JSON.stringify(kept)) as KeptSale
}

// A sale brought back after a reload to be paid in cash: the store's entries on the way to its
// payment start a new sale or forget the customer, and leave this one as it is until it ends.
let restored = false

/** The sale a reload interrupted, back in the store, its payment to open on the cash pad. */
export function restoreSale(kept: KeptSale) {
  endSale()
  Object.assign(sale, kept)
  sale.cashNext = true
  restored = true
}

function emptyCart() {
  sale.cart = []
  sale.checkoutKey = null
  sale.sellBeyondCount = false
}

/** Who buys and how they pay; the stage keeps its ceremony from one sale to the next. */
function forgetCustomer() {
  sale.students = []
  sale.customer = null
  sale.paymentType = null
  sale.shipping = null
  sale.pin = { open: false, error: null }
  sale.tenderedCents = null
  sale.saveFailure = null
  sale.receiptEmail = null
  sale.cashNext = false
  if (sale.mode !== 'stage') sale.ceremony = null
}

// An order saved by a card payment the kiosk came back to after a reload: its confirmation is
// reached through the store's entry, which must not forget it.
let savedAfterReload: number | null = null

/**
 * The confirmation of an order the terminal approved while the kiosk was reloading, in the mode
 * the sale was made in: a stage sale goes back to its ceremony's stage.
 */
export function showOrderSavedAfterReload(order: Order) {
  savedAfterReload = order.id
  sale.order = order
  sale.mode = order.json.mode === 'stage' ? 'stage' : 'normal'
  if (sale.mode === 'stage' && order.ceremony) {
    const { id, name, date } = order.ceremony
    sale.ceremony = { id, name, date: formatDate(date) }
  }
}

const keepsOrderSavedAfterReload = () => sale.order !== null && sale.order.id === savedAfterReload

function forgetOrder() {
  savedAfterReload = null
  sale.order = null
  sale.queued = null
  sale.receiptSent = false
}

/** Back at the menu (and before every story): no trace of any sale, mode, filter or ceremony. */
export function resetSale() {
  sale.mode = 'normal'
  endSale()
  sale.ceremony = null
  sale.categoryFilters = []
  sale.ceremonyWindow = CEREMONY_WINDOW_DAYS
}

/** A new sale in `mode`: empty cart, no customer, no order (the stage keeps its ceremony). */
export function startSale(mode: SaleMode) {
  if (restored) return
  sale.mode = mode
  emptyCart()
  forgetCustomer()
  // Entering the stage for the confirmation of a stage sale paid before a reload keeps its order.
  if (!keepsOrderSavedAfterReload()) forgetOrder()
}

/** The store opens, or opens again (Back from the lookup): the cart stays, customer and order go. */
export function openStore(mode: SaleMode) {
  if (restored) return
  sale.mode = mode
  forgetCustomer()
  if (!keepsOrderSavedAfterReload()) forgetOrder()
}

/** The receipt question is answered either way: the customer's details are no longer needed. */
export function answerReceipt(sent: boolean) {
  sale.receiptSent = sent
  forgetCustomer()
}

/** A sale is over (done, or abandoned): nothing of it may leak into the next one. */
export function endSale() {
  restored = false
  emptyCart()
  forgetCustomer()
  forgetOrder()
}

/** The operator chose to sell past a count of zero: the sale says so, and the report flags it. */
export function confirmSellBeyondCount() {
  sale.sellBeyondCount = true
}

/** How many of a stock the cart holds, whatever their colours. */
export function inCart(stockId: number): number {
  return sale.cart.reduce((n, line) => n + (line.stock.id === stockId ? line.qty : 0), 0)
}
