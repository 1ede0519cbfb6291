import Type from 'typebox'
import { Address } from './address'
import { CeremonyRef } from './ceremony'
import { Nullable, Timestamp } from './common'
import { OrderItem } from './orderItem'
import { TerminalReference } from './terminalReference'

export { TerminalReference } from './terminalReference'

export const OrderJson = Type.Object(
  {
    ges_order_id: Type.Optional(
      Type.String({ description: 'the ordering system reference number' }),
    ),
    mode: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
)

export const OrderCustomer = Type.Object({
  id: Type.Integer(),
  student_id: Type.String(),
  name: Type.String(),
  lastname: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
})

export const Order = Type.Object({
  id: Type.Integer(),
  customer_id: Type.Integer(),
  ceremony_id: Nullable(Type.Integer()),
  type: Type.String(),
  date: Type.String({ description: 'YYYY-MM-DD' }),
  title: Nullable(Type.String()),
  name: Type.String(),
  othername: Nullable(Type.String()),
  lastname: Type.String(),
  countrycode: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  address: Nullable(Address),
  amount: Type.Number(),
  paid: Type.Number(),
  /** Cash handed over and change given, when the sale recorded them. */
  tendered: Type.Optional(Nullable(Type.Number())),
  change: Type.Optional(Nullable(Type.Number())),
  /** A sale made offline: the kiosk's provisional number, and whether its staff PIN failed at sync. */
  offline_number: Type.Optional(Nullable(Type.String())),
  pin_unverified: Type.Optional(Type.Boolean()),
  /** Paid on the kiosk's card terminal: its reference. */
  terminal: Type.Optional(Nullable(TerminalReference)),
  is_pos_order: Type.Boolean(),
  pos_operator: Type.Integer(),
  status: Nullable(Type.String()),
  status_ts: Timestamp,
  transaction_id: Nullable(Type.String()),
  voucher_id: Nullable(Type.Integer()),
  json: OrderJson,
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp,
  customer: Nullable(OrderCustomer),
  ceremony: Nullable(CeremonyRef),
  order_items: Type.Array(OrderItem),
})
export type Order = Type.Static<typeof Order>
