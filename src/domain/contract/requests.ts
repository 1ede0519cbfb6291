import Type from 'typebox'
import { ColourSchema, MAX_ID } from './common'
import { Address, Order, OrderItem } from './entities'

const Text = (maxLength: number) => Type.String({ maxLength })

export const University = Type.Object({ label: Type.String(), value: Type.String() })
export type University = Type.Static<typeof University>

export const LoginBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 200 }),
  remember: Type.Optional(Type.Boolean()),
  _token: Type.Optional(Type.String()),
})
export type ResendBody = Type.Static<typeof ResendBody>
export type LoginBody = Type.Static<typeof LoginBody>

export const CartLinePayload = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  qty: Type.Integer({ minimum: 1, maximum: 99 }),
  colour: Type.Optional(Type.Union([ColourSchema, Type.Null()])),
})

/**
 * Dollars as product-spec §3 sends them ("the cart total with 2 decimals"): a JSON number or a
 * decimal string such as "105.00". The sale model's parseMoney reads it into cents and refuses,
 * naming the field, anything with more than 2 decimals, a sign, an exponent or a comma.
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
  pos_operator: Type.Optional(Type.Unknown()),
  operator: Type.Optional(Type.Unknown()),
  _token: Type.Optional(Type.String()),
})
export type OrderPayload = Type.Static<typeof OrderPayload>

export const CheckPinBody = Type.Object({
  pin: Type.String({ maxLength: 32 }),
  _token: Type.Optional(Type.String()),
})
export const CheckPinAnswer = Type.Object({
  pass: Type.Boolean(),
  operator: Type.Optional(Type.Object({ id: Type.Integer(), name: Type.String() })),
})
export type CheckPinAnswer = Type.Static<typeof CheckPinAnswer>

export const RedeemBody = Type.Object({
  status: Type.Literal('Close'),
  _token: Type.Optional(Type.String()),
})

export const ConfirmationBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  _token: Type.Optional(Type.String()),
})

export const UpgradeTarget = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  colour: Type.Optional(Type.Union([ColourSchema, Type.Null()])),
})
export type UpgradeTarget = Type.Static<typeof UpgradeTarget>

/** Both namings the kiosk has used: fromOrderItemID/toStock and originalID/upgradedStock. */
export const UpgradeBody = Type.Object({
  fromOrderItemID: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
  originalID: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
  toStock: Type.Optional(UpgradeTarget),
  upgradedStock: Type.Optional(UpgradeTarget),
  type: Type.Union([Type.Literal('Cash'), Type.Literal('Eftpos')]),
  email: Type.Optional(Type.Union([Type.String({ maxLength: 254 }), Type.Null()])),
  _token: Type.Optional(Type.String()),
})
export type UpgradeBody = Type.Static<typeof UpgradeBody>

export type PaymentType = UpgradeBody['type']

export interface Credentials {
  email: string
  password: string
  remember: boolean
}

export const UpgradeAnswer = Type.Object({ upgraded: OrderItem, order: Order })
export type UpgradeAnswer = Type.Static<typeof UpgradeAnswer>

/** Delivered with its reference, or queued: the outbox keeps sending and the reference follows. */
export const PushAnswer = Type.Union([
  Type.Object({ pushed: Type.Literal(true), reference: Type.String() }),
  Type.Object({ queued: Type.Literal(true) }),
])
export type PushAnswer = Type.Static<typeof PushAnswer>

export const PushStatus = Type.Object({
  order_id: Type.Integer(),
  status: Type.String({
    description: "'pending', 'delivered', 'failed' (refused by the ordering system) or 'none'",
  }),
  attempts: Type.Integer(),
  last_error: Type.Union([Type.String(), Type.Null()]),
  next_attempt_at: Type.Union([Type.String(), Type.Null()]),
  reference: Type.Union([Type.String(), Type.Null()]),
})
export type PushStatus = Type.Static<typeof PushStatus>

/**
 * A receipt the mail server took (sent), or one in the mail outbox that goes out when the mail
 * server answers (queued); mail_id names it for a resend.
 */
export const SentAnswer = Type.Union([
  Type.Object({ sent: Type.Literal(true), mail_id: Type.Integer() }),
  Type.Object({ queued: Type.Literal(true), mail_id: Type.Integer() }),
])
export type SentAnswer = Type.Static<typeof SentAnswer>

export const ResendBody = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254 })),
  _token: Type.Optional(Type.String()),
})

export const SEARCH_TYPES = ['orderid', 'studentid', 'name', 'phone', 'email'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]
