import type { FieldErrors } from './checked'
import { MAX_CENTS, parseMoney, type Cents } from './money'
import { SALE_MESSAGES } from './saleMessages'

/** Cash handed over and the change given back, as stored with a cash sale. */
export interface Tender {
  tendered: Cents
  change: Cents
}

/** More cash than this over the total is a mistyped amount, not a customer's money. */
export const MOST_OVER_TOTAL: Cents = 1_000_000

/**
 * The cash tendered for a sale of `totalCents`, as sent: optional (a sale without it records
 * none), only for Cash, never less than the total nor more than MOST_OVER_TOTAL above it. EFTPOS
 * takes the total and nothing else.
 */
export function readTender(
  sent: { type: string; tendered?: unknown },
  totalCents: Cents,
): { tender: Tender | null; errors: FieldErrors } {
  return readCashTender(sent.type === 'Order#Cash', sent.tendered, totalCents)
}

/** The same rule for any payment that is cash or not: a sale's, an upgrade's difference. */
export function readCashTender(
  cash: boolean,
  sent: unknown,
  totalCents: Cents,
): { tender: Tender | null; errors: FieldErrors } {
  if (sent === undefined || sent === null) return { tender: null, errors: {} }
  if (!cash) return { tender: null, errors: { tendered: [SALE_MESSAGES.tenderNotCash] } }
  const tendered = parseMoney(sent)
  if (tendered === null)
    return { tender: null, errors: { tendered: [SALE_MESSAGES.money('tendered')] } }
  if (tendered < totalCents) {
    return { tender: null, errors: { tendered: [SALE_MESSAGES.tenderTooLow(totalCents)] } }
  }
  const most = mostTendered(totalCents)
  if (tendered > most) {
    return { tender: null, errors: { tendered: [SALE_MESSAGES.tenderTooHigh(most)] } }
  }
  return { tender: { tendered, change: tendered - totalCents }, errors: {} }
}

/** The most cash that may be tendered for `totalCents`: the server's bound, and the pad's. */
export function mostTendered(totalCents: Cents): Cents {
  return Math.min(totalCents + MOST_OVER_TOTAL, MAX_CENTS)
}

/** What a quick-amount button offers: the exact total, then the next $5, $10, $20, $50, $100 above it. */
export function quickAmounts(totalCents: Cents): Cents[] {
  const amounts = [totalCents]
  for (const note of [500, 1000, 2000, 5000, 10000]) {
    const next = (Math.floor(totalCents / note) + 1) * note
    if (!amounts.includes(next)) amounts.push(next)
  }
  return amounts.sort((a, b) => a - b)
}
