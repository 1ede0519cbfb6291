import Type from 'typebox'
import { Nullable } from './common'
import { ReportDrawer } from './drawer'
import { TerminalReference } from './terminalReference'

/** Money in the report's answer: dollars with 2 decimals, like an order's `amount`. */
const Money = Type.Number()
const Payment = Type.Union([Type.Literal('Cash'), Type.Literal('Eftpos')])

/** Money given back of one kind, positive: how many, how much, and by the payment it went back by. */
const GivenBack = Type.Object({
  count: Type.Number(),
  amount: Money,
  by_payment: Type.Array(Type.Object({ type: Payment, count: Type.Number(), amount: Money })),
})

/** The query of every report call: a ceremony, or a range of order dates (YYYY-MM-DD). */
export const ReportQuery = Type.Object({
  ceremony: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })),
  from: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
  to: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
  page: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
})
export type ReportQuery = Type.Static<typeof ReportQuery>

export const ReportCeremony = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  date: Type.String(),
})
export type ReportCeremony = Type.Static<typeof ReportCeremony>

export const ReportOrder = Type.Object({
  id: Type.Number(),
  order_number: Type.String(),
  created_at: Type.String(),
  customer: Type.String(),
  payment: Payment,
  amount: Money,
  operator: Type.String(),
  reference: Nullable(Type.String()),
  /** Sold while the kiosk was offline: its provisional number. */
  offline_number: Type.Optional(Nullable(Type.String())),
  /** Paid on the kiosk's card terminal: its reference. */
  terminal: Type.Optional(Nullable(TerminalReference)),
})
export type ReportOrder = Type.Static<typeof ReportOrder>

export const TakingsReport = Type.Object({
  university: Type.String(),
  generated_at: Type.String(),
  manager: Type.String(),
  scope: Type.Object({
    ceremony: Nullable(ReportCeremony),
    from: Nullable(Type.String()),
    to: Nullable(Type.String()),
  }),
  ceremonies: Type.Array(ReportCeremony),
  /**
   * Every dollar on the day it moved: sales, upgrade differences, and voids and refunds as negative
   * lines on the day they were given back. Gross (GST included), GST, net and the amounts by
   * payment, staff member, hour and stock are net of voids and refunds; `voids` and `refunds` say
   * how much went back.
   */
  totals: Type.Object({
    orders: Type.Number(),
    items: Type.Number(),
    gross: Money,
    gst: Money,
    net: Money,
    /** Cash handed over at the drawer for cash sales that recorded it, and the change given. */
    cash_tendered: Money,
    change_given: Money,
  }),
  by_payment: Type.Array(
    Type.Object({
      type: Payment,
      orders: Type.Number(),
      upgrades: Type.Number(),
      voids: Type.Number(),
      refunds: Type.Number(),
      amount: Money,
    }),
  ),
  by_operator: Type.Array(
    Type.Object({
      operator_id: Type.Number(),
      name: Type.String(),
      orders: Type.Number(),
      upgrades: Type.Number(),
      voids: Type.Number(),
      refunds: Type.Number(),
      amount: Money,
    }),
  ),
  by_stock: Type.Array(
    Type.Object({
      stock_id: Type.Number(),
      name: Type.String(),
      type: Type.String(),
      qty: Type.Number(),
      amount: Money,
    }),
  ),
  by_hour: Type.Array(Type.Object({ hour: Type.Number(), orders: Type.Number(), amount: Money })),
  upgrades: Type.Object({
    count: Type.Number(),
    amount: Money,
    by_payment: Type.Array(Type.Object({ type: Payment, count: Type.Number(), amount: Money })),
  }),
  voids: GivenBack,
  refunds: GivenBack,
  items: Type.Object({ redeemed: Type.Number(), open: Type.Number() }),
  pending_ges: Type.Array(
    Type.Object({
      order_id: Type.Number(),
      order_number: Type.String(),
      /** 'ges.push', or 'ges.cancel' / 'ges.refund' for a void or refund sent after it. */
      kind: Type.Optional(Type.String()),
      status: Type.String(),
      attempts: Type.Number(),
      last_error: Nullable(Type.String()),
      age_seconds: Type.Number(),
    }),
  ),
  failed_mail: Type.Array(
    Type.Object({
      id: Type.Number(),
      order_id: Nullable(Type.Number()),
      order_number: Nullable(Type.String()),
      kind: Type.String(),
      to: Type.String(),
      error: Nullable(Type.String()),
      at: Type.String(),
    }),
  ),
  no_reference: Type.Array(Type.Object({ order_id: Type.Number(), order_number: Type.String() })),
  /** Sales that took more than a stock's count: confirmed at the counter, or made offline. */
  sold_beyond_count: Type.Optional(
    Type.Array(
      Type.Object({
        order_id: Type.Number(),
        order_number: Type.String(),
        /** 'Graduation Bear: 1 sold, 0 counted', one per stock. */
        items: Type.Array(Type.String()),
        offline: Type.Boolean(),
      }),
    ),
  ),
  /** The Z report: card payments by terminal, sales and upgrades in and refunds out. */
  terminals: Type.Optional(
    Type.Array(
      Type.Object({
        terminal: Type.String(),
        payments: Type.Number(),
        refunds: Type.Number(),
        amount: Money,
      }),
    ),
  ),
  /**
   * Where a terminal and the orders disagree: approved on a terminal with no order ('no_order':
   * refund the card), or an order marked as paid on a terminal without its approval.
   */
  terminal_exceptions: Type.Optional(
    Type.Array(
      Type.Object({
        kind: Type.Union([Type.Literal('no_order'), Type.Literal('no_approval')]),
        attempt_id: Nullable(Type.String()),
        order_id: Nullable(Type.Number()),
        order_number: Nullable(Type.String()),
        amount: Money,
        terminal: Nullable(Type.String()),
        receipt: Nullable(Type.String()),
        card: Nullable(Type.String()),
        at: Type.String(),
        message: Type.String(),
      }),
    ),
  ),
  /** The Z report: the kiosks' cash drawers opened on the scope's days. */
  drawers: Type.Array(ReportDrawer),
  orders: Type.Object({
    list: Type.Array(ReportOrder),
    total: Type.Number(),
    page: Type.Number(),
    page_size: Type.Number(),
  }),
})
export type TakingsReport = Type.Static<typeof TakingsReport>
