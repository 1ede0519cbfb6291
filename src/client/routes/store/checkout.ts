import { cartTotal, type CartLine } from '../../../domain/cart'
import type { Order, Stock } from '../../../domain/contract/entities'
import type { OrderPayload } from '../../../domain/contract/requests'
import { ADDRESS_COUNTRY, PLACEHOLDER_CUSTOMER } from '../../../domain/customer'
import { centsToDollars } from '../../../domain/money'
import { saveOrder } from '../../api/orders'
import {
  sale,
  type PaymentType,
  type SaleCustomer,
  type SaleMode,
  type Shipping,
} from '../../stores/sale'

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

export interface SaleSnapshot {
  cart: readonly CartLine<Stock>[]
  mode: SaleMode
  customer: SaleCustomer | null
  shipping: Shipping | null
  ceremony: { id: number } | null
  paymentType: PaymentType | null
}

export function buildOrderPayload(s: SaleSnapshot, operatorId: number): OrderPayload {
  const amount = centsToDollars(cartTotal(s.cart))
  const person = s.mode === 'stage' || !s.customer ? PLACEHOLDER_SALE_CUSTOMER : s.customer
  return {
    type: `Order#${s.paymentType ?? 'Cash'}`,
    mode: s.mode,
    customer_id: s.mode === 'stage' ? 0 : (s.customer?.id ?? 0),
    ceremony_id: s.ceremony?.id ?? 0,
    name: s.shipping?.name ?? person.name,
    lastname: s.shipping?.lastname ?? person.lastname,
    countrycode: s.shipping?.countrycode ?? person.countrycode,
    phone: s.shipping?.phone ?? person.phone,
    email: s.shipping?.email ?? person.email,
    amount,
    paid: amount,
    address: s.shipping
      ? {
          extra_streetname1: s.shipping.address,
          extra_city: s.shipping.suburb,
          extra_state: s.shipping.state,
          extra_postcode: s.shipping.postcode,
          extra_country: ADDRESS_COUNTRY,
        }
      : null,
    stocks: s.cart.map((line) => ({
      id: line.stock.id,
      qty: line.qty,
      ...(line.colour ? { colour: { ...line.colour } } : {}),
    })),
    pos_operator: s.mode === 'stage' ? { id: 0 } : operatorId,
  }
}

/** Random enough to never repeat; crypto.randomUUID is missing on plain-http kiosks on a LAN. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `sale-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/**
 * The same sale keeps its Idempotency-Key, so a double tap or a retry after a lost answer returns
 * the order already saved; a different sale (or the next one) gets a new key.
 */
export function checkoutKey(payload: OrderPayload): string {
  const { pos_operator: _operator, ...rest } = payload
  const fingerprint = JSON.stringify(rest)
  if (sale.checkout?.fingerprint !== fingerprint) sale.checkout = { key: newKey(), fingerprint }
  return sale.checkout.key
}

export async function placeOrder(operatorId: number): Promise<Order | null> {
  const payload = buildOrderPayload(sale as SaleSnapshot, operatorId)
  const order = await saveOrder(payload, checkoutKey(payload))
  if (order) sale.checkout = null
  return order ?? null
}

/** The address a receipt goes to, unless it is the express placeholder. */
export function customerEmail(s: {
  shipping: Shipping | null
  customer: SaleCustomer | null
}): string {
  return (s.shipping?.email || s.customer?.email || '').trim()
}
