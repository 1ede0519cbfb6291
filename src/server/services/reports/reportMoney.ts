import { centsToDollars } from '../../../domain/sale/money'
import type { TakingsFigures } from './figures'

const dollars = centsToDollars

/** The figures' money in dollars, as the API answers (like an order's amount). */
export function moneyOf(figures: TakingsFigures) {
  const withAmount = <T extends { amount: number }>(rows: T[]) =>
    rows.map((row) => ({ ...row, amount: dollars(row.amount) }))
  return {
    totals: {
      ...figures.totals,
      gross: dollars(figures.totals.gross),
      gst: dollars(figures.totals.gst),
      net: dollars(figures.totals.net),
      cash_tendered: dollars(figures.totals.cash_tendered),
      change_given: dollars(figures.totals.change_given),
    },
    by_payment: withAmount(figures.by_payment),
    by_operator: withAmount(figures.by_operator),
    by_stock: withAmount(figures.by_stock),
    by_hour: withAmount(figures.by_hour),
    upgrades: {
      ...figures.upgrades,
      amount: dollars(figures.upgrades.amount),
      by_payment: withAmount(figures.upgrades.by_payment),
    },
    voids: {
      ...figures.voids,
      amount: dollars(figures.voids.amount),
      by_payment: withAmount(figures.voids.by_payment),
    },
    refunds: {
      ...figures.refunds,
      amount: dollars(figures.refunds.amount),
      by_payment: withAmount(figures.refunds.by_payment),
    },
    items: figures.items,
  }
}
