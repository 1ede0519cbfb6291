import Type from 'typebox'
import { ColourSchema, Nullable, Timestamp } from './common'
import { TerminalReference } from './terminalReference'

export const OrderItemJson = Type.Object(
  {
    ges_line_id: Type.Optional(Type.String()),
    colour: Type.Optional(ColourSchema),
    upgraded: Type.Optional(Type.Boolean()),
    upgraded_to: Type.Optional(Type.Integer()),
    upgraded_from: Type.Optional(Type.Integer()),
    upgrade: Type.Optional(
      Type.Object(
        {
          payable: Type.Number(),
          gst: Type.Number(),
          payment_type: Type.String(),
          email: Nullable(Type.String()),
          /** Cash handed over for the difference and the change given (Cash only, when keyed). */
          tendered: Type.Optional(Type.Number()),
          change: Type.Optional(Type.Number()),
          /** Paid on the kiosk's card terminal: its reference. */
          terminal: Type.Optional(TerminalReference),
        },
        { additionalProperties: true },
      ),
    ),
  },
  { additionalProperties: true },
)

export const OrderItem = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  customer_id: Type.Integer(),
  stock_id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  qty: Type.Integer(),
  amount: Type.Number(),
  status: Type.String({ description: "'Open' or 'Close'" }),
  status_ts: Timestamp,
  json: OrderItemJson,
  is_admin: Type.Boolean(),
  selected: Type.Boolean(),
  seat: Nullable(Type.String()),
  rev: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp,
})
export type OrderItem = Type.Static<typeof OrderItem>
