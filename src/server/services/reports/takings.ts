import { sql } from 'drizzle-orm'
import type { Cents } from '../../../domain/sale/money'
import type { Db } from '../../db/client'
import { rowsOf } from './rows'
import { scopeCondition, serverTimeZone, type ReportScope } from './scope'
import { gstOf, moneyCtes } from './takingsSql'

export type PaymentKind = 'Cash' | 'Eftpos'
export const PAYMENT_KINDS: readonly PaymentKind[] = ['Cash', 'Eftpos']

/** The figures of a report, money in integer cents. */
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
  by_payment: { type: PaymentKind; orders: number; upgrades: number; amount: Cents }[]
  /** Operator 0 is the stage, where sales need no PIN. */
  by_operator: {
    operator_id: number
    name: string
    orders: number
    upgrades: number
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
  /** Items still held by the customer's order (not exchanged by an upgrade), by quantity. */
  items: { redeemed: number; open: number }
}

type Raw = Omit<TakingsFigures, 'by_payment' | 'upgrades'> & {
  by_payment: TakingsFigures['by_payment']
  upgrades: { count: number; amount: number; by_payment: TakingsFigures['upgrades']['by_payment'] }
}

/** Every figure of the takings report in one statement, so the scope is read once. */
export async function takingsFigures(
  db: Db,
  universityId: number,
  scope: ReportScope,
): Promise<TakingsFigures> {
  const zone = serverTimeZone()
  const [row] = await rowsOf<{ report: Raw }>(
    db,
    sql`WITH ${moneyCtes(scopeCondition(universityId, scope))}
    SELECT json_build_object(
      'totals', (SELECT json_build_object(
        'orders', (SELECT count(*) FROM s),
        'cash_tendered', (SELECT coalesce(sum(tendered), 0) FROM s),
        'change_given', (SELECT coalesce(sum(change), 0) FROM s),
        'items', (SELECT coalesce(sum(qty), 0) FROM i WHERE i.json->'upgraded_from' IS NULL),
        'gross', coalesce(sum(cents), 0),
        'gst', coalesce(sum(${gstOf(sql`cents`)}), 0)) FROM m),
      'by_payment', (SELECT coalesce(json_agg(p ORDER BY p.type), '[]') FROM (
        SELECT pay AS type, sum(sale) AS orders, count(*) - sum(sale) AS upgrades,
          sum(cents) AS amount
        FROM m GROUP BY pay) p),
      'by_operator', (SELECT coalesce(json_agg(p ORDER BY p.operator_id = 0, p.name), '[]') FROM (
        SELECT m.staff_id AS operator_id,
          CASE WHEN m.staff_id = 0 THEN 'Stage' ELSE coalesce(min(st.name), 'Unknown staff') END AS name,
          sum(sale) AS orders, count(*) - sum(sale) AS upgrades, sum(cents) AS amount
        FROM m LEFT JOIN staff st ON st.id = m.staff_id AND st.university_id = ${universityId}
        GROUP BY m.staff_id) p),
      'by_stock', (SELECT coalesce(json_agg(p ORDER BY p.amount DESC, p.name), '[]') FROM (
        SELECT l.stock_id, min(k.name) AS name, min(k.type) AS type, sum(l.qty) AS qty,
          sum(l.cents) AS amount
        FROM (
          SELECT stock_id, qty, cents FROM i WHERE i.json->'upgraded_from' IS NULL
          UNION ALL SELECT stock_id, 0, cents FROM u
        ) l JOIN stocks k ON k.id = l.stock_id
        GROUP BY l.stock_id) p),
      'by_hour', (SELECT coalesce(json_agg(p ORDER BY p.hour), '[]') FROM (
        SELECT extract(hour FROM at AT TIME ZONE ${zone})::int AS hour, sum(sale) AS orders,
          sum(cents) AS amount
        FROM m GROUP BY 1) p),
      'upgrades', (SELECT json_build_object(
        'count', count(*), 'amount', coalesce(sum(cents), 0),
        'by_payment', (SELECT coalesce(json_agg(p ORDER BY p.type), '[]') FROM (
          SELECT pay AS type, count(*) AS count, sum(cents) AS amount FROM u GROUP BY pay) p))
        FROM u),
      'items', (SELECT json_build_object(
        'redeemed', coalesce(sum(qty) FILTER (WHERE status = 'Close'), 0),
        'open', coalesce(sum(qty) FILTER (WHERE status = 'Open'), 0))
        FROM i WHERE coalesce((i.json->>'upgraded')::boolean, false) = false)
    ) AS report`,
  )
  return complete(row!.report)
}

/** Numbers as numbers, and both payment kinds always present so the drawer and terminal show. */
function complete(raw: Raw): TakingsFigures {
  const n = (value: unknown) => Number(value ?? 0)
  const gross = n(raw.totals.gross)
  const gst = n(raw.totals.gst)
  const payment = <T extends { type: PaymentKind }>(list: T[], empty: Omit<T, 'type'>) =>
    PAYMENT_KINDS.map((type) => list.find((entry) => entry.type === type) ?? { ...empty, type })
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
    by_payment: payment(raw.by_payment, { orders: 0, upgrades: 0, amount: 0 }).map((p) => ({
      type: p.type,
      orders: n(p.orders),
      upgrades: n(p.upgrades),
      amount: n(p.amount),
    })),
    by_operator: raw.by_operator.map((o) => ({
      operator_id: n(o.operator_id),
      name: o.name,
      orders: n(o.orders),
      upgrades: n(o.upgrades),
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
    items: { redeemed: n(raw.items.redeemed), open: n(raw.items.open) },
  }
}
