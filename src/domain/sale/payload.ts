import type { OrderPayload } from '../contract/requests'
import type { PaymentType } from '../contract/upgrade'
import { cleanAddress, type Address } from './address'
import { cartTotal, type CartLine, type CartStock } from './cart'
import type { Colour } from './colour'
import { PLACEHOLDER_SALE_CUSTOMER, type SaleCustomer, type SaleMode } from './customer'
import { formAddress, type CustomerForm } from './customerForm'
import { centsToDollars } from './money'

export interface SaleInput {
  cart: readonly CartLine<CartStock & { id: number }>[]
  mode: SaleMode
  customer: SaleCustomer | null
  shipping: CustomerForm | null
  ceremony: { id: number } | null
  paymentType: PaymentType | null
  /** The operator confirmed selling past a count of zero. */
  sellBeyondCount?: boolean
}

/** The address typed on the form, else (a student chosen without the form) the one on record. */
function addressOf(sale: SaleInput): Address | null {
  if (sale.shipping) return formAddress(sale.shipping)
  const onRecord = sale.mode === 'normal' ? sale.customer?.address : null
  return onRecord?.extra_streetname1 ? cleanAddress(onRecord) : null
}

const colourOf = (c: Colour | null) => (c ? { colour: { name: c.name, value: c.value } } : {})

/** What POST /orders receives for a sale: the cart lines, the total, the customer or the placeholder. */
export function buildOrderPayload(sale: SaleInput, operatorId: number): OrderPayload {
  const amount = centsToDollars(cartTotal(sale.cart))
  const stage = sale.mode === 'stage'
  const person = stage || !sale.customer ? PLACEHOLDER_SALE_CUSTOMER : sale.customer
  const shipping = stage ? null : sale.shipping
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
    stocks: sale.cart.map((line) => ({
      id: line.stock.id,
      qty: line.qty,
      ...colourOf(line.colour),
    })),
    pos_operator: stage ? { id: 0 } : operatorId,
    ...(sale.sellBeyondCount ? { sell_beyond_count: true } : {}),
  }
}

/** The address a receipt goes to: the one typed on the shipping form, else the customer's. */
export function saleEmail(sale: Pick<SaleInput, 'shipping' | 'customer'>): string {
  return (sale.shipping?.email || sale.customer?.email || '').trim()
}
