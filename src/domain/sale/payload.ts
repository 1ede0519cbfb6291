import { cartTotal, type CartLine, type CartStock } from './cart'
import type { Colour } from './colour'
import type { OrderPayload, PaymentType } from '../contract/requests'
import { ADDRESS_COUNTRY, PLACEHOLDER_CUSTOMER } from './customer'
import { centsToDollars } from './money'
import type { CustomerForm } from '../validation'

export type SaleMode = 'stage' | 'normal'

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

/** The stand-in customer of an express sale. */
export const PLACEHOLDER_SALE_CUSTOMER: SaleCustomer = {
  id: 0,
  student_id: null,
  name: PLACEHOLDER_CUSTOMER.name,
  lastname: PLACEHOLDER_CUSTOMER.lastname,
  countrycode: PLACEHOLDER_CUSTOMER.countrycode,
  phone: PLACEHOLDER_CUSTOMER.phone,
  email: PLACEHOLDER_CUSTOMER.email,
  street: '',
  city: '',
  state: '',
  postcode: '',
  ceremony: null,
}

export interface SaleInput {
  cart: readonly CartLine<CartStock & { id: number }>[]
  mode: SaleMode
  customer: SaleCustomer | null
  shipping: CustomerForm | null
  ceremony: { id: number } | null
  paymentType: PaymentType | null
}

function addressOf(sale: SaleInput): OrderPayload['address'] {
  const shipping = sale.shipping
  if (shipping) {
    return {
      extra_streetname1: shipping.address,
      extra_city: shipping.suburb,
      extra_state: shipping.state,
      extra_postcode: shipping.postcode,
      extra_country: ADDRESS_COUNTRY,
    }
  }
  // A student chosen without the shipping form still has an address on record.
  const customer = sale.mode === 'normal' ? sale.customer : null
  if (!customer?.street) return null
  return {
    extra_streetname1: customer.street,
    extra_city: customer.city,
    extra_state: customer.state,
    extra_postcode: customer.postcode,
    extra_country: ADDRESS_COUNTRY,
  }
}

/** What POST /orders receives for a sale: the cart lines, the total, the customer or the placeholder. */
export function buildOrderPayload(sale: SaleInput, operatorId: number): OrderPayload {
  const amount = centsToDollars(cartTotal(sale.cart))
  const stage = sale.mode === 'stage'
  const person = stage || !sale.customer ? PLACEHOLDER_SALE_CUSTOMER : sale.customer
  const shipping = stage ? null : sale.shipping
  const colour = (c: Colour | null) => (c ? { colour: { name: c.name, value: c.value } } : {})
  return {
    type: `Order#${sale.paymentType ?? 'Cash'}`,
    mode: sale.mode,
    customer_id: stage ? 0 : (sale.customer?.id ?? 0),
    ceremony_id: sale.ceremony?.id ?? 0,
    name: shipping?.name ?? person.name,
    lastname: shipping?.lastname ?? person.lastname,
    countrycode: shipping?.countrycode ?? person.countrycode,
    phone: shipping?.phone ?? person.phone,
    email: shipping?.email ?? person.email,
    amount,
    paid: amount,
    address: stage ? null : addressOf(sale),
    stocks: sale.cart.map((line) => ({ id: line.stock.id, qty: line.qty, ...colour(line.colour) })),
    pos_operator: stage ? { id: 0 } : operatorId,
  }
}

/** The address a receipt goes to: the one typed on the shipping form, else the customer's. */
export function saleEmail(sale: Pick<SaleInput, 'shipping' | 'customer'>): string {
  return (sale.shipping?.email || sale.customer?.email || '').trim()
}
