import type { TerminalAttempt } from '../../domain/contract/terminal'
import { toCents } from '../../domain/sale/money'

/** A card payment under way, kept for the tab so a reload can learn how it ended. */
export interface KeptAttempt {
  id: string
  key: string
  purpose: TerminalAttempt['purpose']
  amountCents: number
}

const NAME = 'card-attempt'

// Node (the stores' unit tests) has no sessionStorage; a kiosk's browser always has one.
const storage = (): Storage | null =>
  typeof sessionStorage === 'undefined' ? null : sessionStorage

export function keepAttempt(attempt: TerminalAttempt, key: string) {
  const kept: KeptAttempt = {
    id: attempt.id,
    key,
    purpose: attempt.purpose,
    amountCents: toCents(attempt.amount),
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
