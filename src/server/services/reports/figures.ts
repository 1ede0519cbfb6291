import type { Cents } from '../../../domain/sale/money'

export type PaymentKind = 'Cash' | 'Eftpos'
export const PAYMENT_KINDS: readonly PaymentKind[] = ['Cash', 'Eftpos']

/** Money given back of one kind (voids or refunds), positive, by the payment it went back by. */
export interface GivenBack {
  count: number
  amount: Cents
  by_payment: { type: PaymentKind; count: number; amount: Cents }[]
}

/**
 * The figures of a report, money in integer cents. Every dollar counts on the day it moved: a
 * sale on its day, an upgrade on the day its difference was paid, a void or a refund on the day
 * it was given back, as a negative line. So gross, GST, net and every amount by payment, staff
 * member, hour and stock are net of voids and refunds, and `voids` and `refunds` say how much.
 */
export interface TakingsFigures {
  /** cash_tendered and change_given: what cash sales recorded at the drawer (0005's columns). */
  totals: {
    orders: number
    items: number
    gross: Cents
    gst: Cents
    net: Cents
    cash_tendered: Cents
    change_given: Cents
  }
  by_payment: {
    type: PaymentKind
    orders: number
    upgrades: number
    voids: number
    refunds: number
    amount: Cents
  }[]
  /** Operator 0 is the stage, where sales need no PIN; a void or refund is its manager's. */
  by_operator: {
    operator_id: number
    name: string
    orders: number
    upgrades: number
    voids: number
    refunds: number
    amount: Cents
  }[]
  by_stock: { stock_id: number; name: string; type: string; qty: number; amount: Cents }[]
  /** Hours of the server's day (0–23), only those with takings. */
  by_hour: { hour: number; orders: number; amount: Cents }[]
  upgrades: {
    count: number
    amount: Cents
    by_payment: { type: PaymentKind; count: number; amount: Cents }[]
  }
  voids: GivenBack
  refunds: GivenBack
  /** Items still held by the customer's order (not exchanged by an upgrade), by quantity. */
  items: { redeemed: number; open: number }
}

/** The figures as the statement's JSON gives them: sums may come as strings. */
export type RawTakings = Omit<TakingsFigures, 'by_payment' | 'upgrades'> & {
  by_payment: TakingsFigures['by_payment']
  upgrades: { count: number; amount: number; by_payment: TakingsFigures['upgrades']['by_payment'] }
}

const n = (value: unknown) => Number(value ?? 0)
const payment = <T extends { type: PaymentKind }>(list: T[], empty: Omit<T, 'type'>) =>
  PAYMENT_KINDS.map((type) => list.find((entry) => entry.type === type) ?? { ...empty, type })

/** A count and an amount by payment, both kinds present, as numbers. */
function counted(raw: GivenBack): GivenBack {
  return {
    count: n(raw.count),
    amount: n(raw.amount),
    by_payment: payment(raw.by_payment, { count: 0, amount: 0 }).map((p) => ({
      type: p.type,
      count: n(p.count),
      amount: n(p.amount),
    })),
  }
}

/** Numbers as numbers, and both payment kinds always present so the drawer and terminal show. */
export function completeTakings(raw: RawTakings): TakingsFigures {
  const gross = n(raw.totals.gross)
  const gst = n(raw.totals.gst)
  return {
    totals: {
      orders: n(raw.totals.orders),
      items: n(raw.totals.items),
      gross,
      gst,
      net: gross - gst,
      cash_tendered: n(raw.totals.cash_tendered),
      change_given: n(raw.totals.change_given),
    },
    by_payment: payment(raw.by_payment, {
      orders: 0,
      upgrades: 0,
      voids: 0,
      refunds: 0,
      amount: 0,
    }).map((p) => ({
      type: p.type,
      orders: n(p.orders),
      upgrades: n(p.upgrades),
      voids: n(p.voids),
      refunds: n(p.refunds),
      amount: n(p.amount),
    })),
    by_operator: raw.by_operator.map((o) => ({
      operator_id: n(o.operator_id),
      name: o.name,
      orders: n(o.orders),
      upgrades: n(o.upgrades),
      voids: n(o.voids),
      refunds: n(o.refunds),
      amount: n(o.amount),
    })),
    by_stock: raw.by_stock.map((s) => ({ ...s, qty: n(s.qty), amount: n(s.amount) })),
    by_hour: raw.by_hour.map((h) => ({
      hour: n(h.hour),
      orders: n(h.orders),
      amount: n(h.amount),
    })),
    upgrades: {
      count: n(raw.upgrades.count),
      amount: n(raw.upgrades.amount),
      by_payment: payment(raw.upgrades.by_payment, { count: 0, amount: 0 }).map((p) => ({
        type: p.type,
        count: n(p.count),
        amount: n(p.amount),
      })),
    },
    voids: counted(raw.voids),
    refunds: counted(raw.refunds),
    items: { redeemed: n(raw.items.redeemed), open: n(raw.items.open) },
  }
}
