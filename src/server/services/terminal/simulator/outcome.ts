import type { SimulatorNext } from '../../../../domain/contract/terminal'
import type { TerminalStatus } from '../port'

/** When the simulated terminal moves on, from the moment it was sent the transaction. */
export interface SimulatorTiming {
  processingMs: number
  outcomeMs: number
}

export const FAST: SimulatorTiming = { processingMs: 300, outcomeMs: 700 }
/** `slow`: 20 s, as a card that needs a second tap or a bank that takes its time. */
export const SLOW: SimulatorTiming = { processingMs: 10_000, outcomeMs: 20_000 }

export const DECLINE_REASON = "Declined by the card's bank"

export interface SimulatedTransaction {
  id: string
  outcome: SimulatorNext
  startedAt: Date
  cancelledAt: Date | null
}

export function timingOf(outcome: SimulatorNext, fast: SimulatorTiming): SimulatorTiming {
  return outcome === 'slow' ? SLOW : fast
}

/**
 * What the simulated terminal says about a transaction at `now`: worked out from when it started
 * and what it was set to do, so the answer is the same before and after a restart. A transaction
 * sent while `offline` is approved once the terminal is reachable again (the card was read).
 */
export function simulatedStatus(
  txn: SimulatedTransaction,
  now: number,
  fast: SimulatorTiming,
): TerminalStatus {
  const timing = timingOf(txn.outcome, fast)
  const endsAt = txn.startedAt.getTime() + timing.outcomeMs
  if (txn.cancelledAt && txn.cancelledAt.getTime() < endsAt) return { state: 'cancelled' }
  const elapsed = now - txn.startedAt.getTime()
  if (elapsed < timing.outcomeMs) {
    return {
      state: 'in-progress',
      display: elapsed < timing.processingMs ? 'PRESENT CARD' : 'PROCESSING',
    }
  }
  if (txn.outcome === 'decline') return { state: 'declined', reason: DECLINE_REASON }
  return { state: 'approved', ...reference(txn.id) }
}

/** A receipt number, auth code and masked card drawn from the id: the same id, the same answer. */
export function reference(id: string): { receipt: string; authCode: string; card: string } {
  const hex = id.replace(/-/g, '')
  const receipt = String(parseInt(hex.slice(0, 8), 16) % 1_000_000).padStart(6, '0')
  const last4 = String(parseInt(hex.slice(20, 28), 16) % 10_000).padStart(4, '0')
  return { receipt, authCode: hex.slice(8, 14).toUpperCase(), card: `VISA ····${last4}` }
}
