import Type from 'typebox'
import { ColourSchema, Nullable, Timestamp } from './common'

export const Ceremony = Type.Object({
  id: Type.Integer(),
  code: Nullable(Type.String()),
  date: Type.String({ description: 'YYYY-MM-DD' }),
  name: Type.String(),
  start_hour: Nullable(Type.Integer()),
  start_min: Nullable(Type.Integer()),
  end_hour: Nullable(Type.Integer()),
  end_min: Nullable(Type.Integer()),
  start_meridiem: Nullable(Type.String()),
  end_meridiem: Nullable(Type.String()),
  photography: Nullable(Type.String()),
  venue: Nullable(Type.String()),
  status: Nullable(Type.String()),
  status_ts: Timestamp,
  description: Nullable(Type.String()),
  order_startid: Nullable(Type.Integer()),
  order_endid: Nullable(Type.Integer()),
  ges_id: Nullable(Type.String()),
  ticket_id: Nullable(Type.String()),
  seat_limit: Nullable(Type.Integer()),
  archived_at: Timestamp,
  seat_count: Nullable(Type.Integer()),
})
export type Ceremony = Type.Static<typeof Ceremony>

export const CeremonyRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  date: Type.String(),
})
export type CeremonyRef = Type.Static<typeof CeremonyRef>

export const StockJson = Type.Object(
  {
    data: Type.Optional(
      Type.Object(
        { colour: Type.Optional(Type.Array(ColourSchema)) },
        { additionalProperties: true },
      ),
    ),
  },
  { additionalProperties: true },
)

export const Stock = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  ceremony_id: Nullable(Type.Integer()),
  description: Nullable(Type.String()),
  price: Type.Number({ description: 'dollars, GST included' }),
  qty: Type.Integer(),
  is_subitem: Type.Boolean(),
  json: StockJson,
  images: Type.Array(Type.String()),
  rev: Type.Integer(),
  require_address: Type.String({ description: "'yes' when a shipping address is needed" }),
  colour: Nullable(ColourSchema),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp,
})
export type Stock = Type.Static<typeof Stock>

export const CustomerExtra = Type.Object({
  customer_id: Type.Integer(),
  city: Nullable(Type.String()),
  country: Nullable(Type.String()),
  dietary: Nullable(Type.String()),
  email: Nullable(Type.String()),
  marketing: Nullable(Type.Boolean()),
  mobile: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  postcode: Nullable(Type.String()),
  share_alumni_story: Nullable(Type.Boolean()),
  state: Nullable(Type.String()),
  streetname1: Nullable(Type.String()),
  streetname2: Nullable(Type.String()),
  streetname3: Nullable(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp,
})
export type CustomerExtra = Type.Static<typeof CustomerExtra>

export const Student = Type.Object({
  id: Type.Integer(),
  student_id: Type.String(),
  title: Nullable(Type.String()),
  name: Type.String(),
  othername: Nullable(Type.String()),
  lastname: Type.String(),
  email: Nullable(Type.String()),
  countrycode: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  award_id: Nullable(Type.String()),
  ceremony_id: Nullable(Type.Integer()),
  ceremony: Nullable(CeremonyRef),
  extra: Nullable(CustomerExtra),
  ges_id: Nullable(Type.String()),
  is_vip: Type.Boolean(),
  is_virtual: Type.Boolean(),
  notify_ticket: Type.Boolean(),
  registered: Type.Boolean(),
  seat: Nullable(Type.String()),
  status: Nullable(Type.String()),
  status_ts: Timestamp,
  student_dob: Nullable(Type.String()),
  ticket_id: Nullable(Type.String()),
  type: Nullable(Type.String()),
  uni_status: Nullable(Type.String()),
  verifies: Nullable(Type.String()),
  last_logon: Timestamp,
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp,
})
export type Student = Type.Static<typeof Student>

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

export const Address = Type.Object({
  extra_streetname1: Type.String({ maxLength: 200 }),
  extra_city: Type.String({ maxLength: 100 }),
  extra_state: Type.String({ maxLength: 100 }),
  extra_postcode: Type.String({ maxLength: 20 }),
  extra_country: Type.String({ maxLength: 100 }),
})
export type Address = Type.Static<typeof Address>

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
