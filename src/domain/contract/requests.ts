import Type from 'typebox'
import { ColourSchema, MAX_ID } from './common'
import { Address } from './address'

const Text = (maxLength: number) => Type.String({ maxLength })

export const CartLinePayload = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  qty: Type.Integer({ minimum: 1, maximum: 99 }),
  colour: Type.Optional(Type.Union([ColourSchema, Type.Null()])),
})

/**
 * Dollars as docs/spec/product-spec.md §3 sends them ("the cart total with 2 decimals"): a JSON
 * number or a decimal string such as "105.00". The sale model's parseMoney reads it into cents and
 * refuses, naming the field, anything with more than 2 decimals, a sign, an exponent or a comma.
 */
export const Money = Type.Union([Type.Number(), Type.String({ maxLength: 20 })], {
  description: 'dollars, at most 2 decimals: 105, 105.5, "105.00"',
})

/**
 * A sale a kiosk made while offline and sends when the network is back: its provisional number,
 * when it was sold, and the staff PIN encrypted with the server's offline key (normal sales).
 */
export const OfflineSale = Type.Object({
  number: Type.String({ pattern: '^[A-Z0-9]{2,8}-[0-9]{1,6}$' }),
  sold_at: Type.String({ maxLength: 40, description: 'ISO 8601 time of the sale' }),
  pin: Type.Optional(Type.String({ maxLength: 1024, pattern: '^[A-Za-z0-9+/=]*$' })),
})
export type OfflineSale = Type.Static<typeof OfflineSale>

/** A sale kept offline that the server refused and the operator cancelled, with why. */
export const CancelledOfflineSale = Type.Object({
  number: Type.String({ pattern: '^[A-Z0-9]{2,8}-[0-9]{1,6}$' }),
  note: Type.String({ minLength: 1, maxLength: 500 }),
  amount: Money,
  sold_at: Type.String({ maxLength: 40 }),
  reason: Type.String({ maxLength: 500, description: "the server's refusal" }),
  _token: Type.Optional(Type.String()),
})
export type CancelledOfflineSale = Type.Static<typeof CancelledOfflineSale>

export const OrderPayload = Type.Object({
  type: Type.Union([Type.Literal('Order#Cash'), Type.Literal('Order#Eftpos')]),
  mode: Type.Union([Type.Literal('normal'), Type.Literal('stage')]),
  customer_id: Type.Integer({ minimum: 0, maximum: MAX_ID }),
  ceremony_id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  name: Text(100),
  lastname: Text(100),
  countrycode: Text(8),
  phone: Text(250),
  email: Text(254),
  amount: Money,
  paid: Money,
  /** Cash handed over, for a cash sale only, at least the amount; the change is worked out. */
  tendered: Type.Optional(Money),
  address: Type.Optional(Type.Union([Address, Type.Null()])),
  stocks: Type.Array(CartLinePayload, { minItems: 1, maxItems: 100 }),
  offline: Type.Optional(OfflineSale),
  /** The operator confirmed selling beyond a stock's count (it may be under the counter). */
  sell_beyond_count: Type.Optional(Type.Boolean()),
  pos_operator: Type.Optional(Type.Unknown()),
  operator: Type.Optional(Type.Unknown()),
  _token: Type.Optional(Type.String()),
})
export type OrderPayload = Type.Static<typeof OrderPayload>
