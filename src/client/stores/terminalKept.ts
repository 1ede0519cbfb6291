import type { TerminalAttempt, TerminalPaymentBody } from '../../domain/contract/terminal'
import { toCents } from '../../domain/sale/money'
import type { KeptSale } from './sale'
import type { KeptUpgrade } from './upgrade'

/**
 * What a sale's or an upgrade's card payment pays for: after a reload, Try again sends the same
 * request as a new attempt, and Pay by cash brings the sale or the upgrade back to its payment.
 * A refund keeps none: its request holds the manager's PIN.
 */
export type KeptPayment =
  | { purpose: 'sale'; request: TerminalPaymentBody; sale: KeptSale }
  | { purpose: 'upgrade'; request: TerminalPaymentBody; upgrade: KeptUpgrade }

/** A card payment under way, kept for the tab so a reload can learn how it ended. */
export interface KeptAttempt {
  id: string
  key: string
  purpose: TerminalAttempt['purpose']
  amountCents: number
  payment?: KeptPayment
}

const NAME = 'card-attempt'

// Node (the stores' unit tests) has no sessionStorage; a kiosk's browser always has one.
const storage = (): Storage | null =>
  typeof sessionStorage === 'undefined' ? null : sessionStorage

export function keepAttempt(attempt: TerminalAttempt, key: string, payment?: KeptPayment) {
  const kept: KeptAttempt = {
    id: attempt.id,
    key,
    purpose: attempt.purpose,
    amountCents: toCents(attempt.amount),
    ...(payment ? { payment } : {}),
  }
  storage()?.setItem(NAME, JSON.stringify(kept))
}

export function keptAttempt(): KeptAttempt | null {
  try {
    const text = storage()?.getItem(NAME)
    return text ? (JSON.parse(text) as KeptAttempt) : null
  } catch {
    return null
  }
}

export function forgetKeptAttempt() {
  storage()?.removeItem(NAME)
}
