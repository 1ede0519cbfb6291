import { proxy } from 'valtio'
import { addToCart, removeFromCart, type CartLine } from '../../domain/cart'
import { CEREMONY_WINDOW_DAYS, type CeremonyWindow } from '../../domain/ceremony'
import type { Colour } from '../../domain/colour'
import type { Order, Stock, Student } from '../../domain/contract/entities'
import type { StockType } from '../../domain/stockTypes'
import type { CustomerForm } from '../../domain/validation'

export type SaleMode = 'stage' | 'normal'
export type PaymentType = 'Cash' | 'Eftpos'

export interface SelectedCeremony {
  id: number
  name: string
  /** DD/MM/YYYY */
  date: string
}

/** The customer a sale is for: a student record, a new customer (id 0) or the express placeholder. */
export interface SaleCustomer {
  id: number
  student_id: string | null
  name: string
  lastname: string
  countrycode: string
  phone: string
  email: string
  street: string
  city: string
  state: string
  postcode: string
  /** The ceremony the student is registered for, offered first at payment. */
  ceremony: { id: number; name: string; date: string } | null
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
  /** One Idempotency-Key per checkout: a retry of the same sale reuses it, a new sale gets a new one. */
  checkout: null as { key: string; fingerprint: string } | null,
  receiptSent: false,
})

/** Adds a line or raises its quantity; answers the message to show when the item is empty. */
export function addItem(stock: Stock | null, colour: Colour | null = null): string | null {
  const result = addToCart(sale.cart as CartLine<Stock>[], stock, colour)
  if (!result.ok) return result.message
  sale.cart = result.lines
  return null
}

export function removeItem(stock: Stock | null, colour: Colour | null = null): string | null {
  const result = removeFromCart(sale.cart as CartLine<Stock>[], stock, colour)
  if (!result.ok) return result.message
  sale.cart = result.lines
  return null
}

export function clearCart() {
  sale.cart = []
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

export function setMode(mode: SaleMode) {
  sale.mode = mode
}

export function resetSale() {
  sale.cart = []
  sale.order = null
  sale.students = []
  sale.customer = null
  sale.paymentType = null
  sale.shipping = null
  sale.ceremony = null
  sale.mode = 'normal'
  sale.categoryFilters = []
  sale.ceremonyWindow = CEREMONY_WINDOW_DAYS
  sale.checkout = null
  sale.receiptSent = false
}

export function studentToCustomer(student: Student): SaleCustomer {
  return {
    id: student.id,
    student_id: student.student_id,
    name: student.name,
    lastname: student.lastname,
    countrycode: student.countrycode ?? '61',
    phone: student.phone ?? student.mobile ?? '',
    email: student.email ?? '',
    street: student.extra?.streetname1 ?? '',
    city: student.extra?.city ?? '',
    state: student.extra?.state ?? '',
    postcode: student.extra?.postcode ?? '',
    ceremony: student.ceremony,
  }
}

export const EMPTY_CUSTOMER: SaleCustomer = {
  id: 0,
  student_id: null,
  name: '',
  lastname: '',
  countrycode: '61',
  phone: '',
  email: '',
  street: '',
  city: '',
  state: '',
  postcode: '',
  ceremony: null,
}
