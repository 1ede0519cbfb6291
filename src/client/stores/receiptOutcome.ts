import type { SentAnswer } from '../../domain/contract/mail'
import type { PushAnswer } from '../../domain/contract/push'

export const RECEIPT_QUEUED = 'Receipt queued, it will be sent when the mail server answers.'
export const RECEIPT_AWAITS_REFERENCE =
  "Receipt queued, it will be sent with the order's reference within 2 minutes."
export const REFERENCE_FOLLOWS = 'Order saved; the reference will follow.'

/**
 * What the operator is told when the receipt waits in the outbox; null when it is gone (each
 * screen already says so in its own words).
 */
export function receiptQueued(answer: SentAnswer): string | null {
  if ('sent' in answer) return null
  // Waiting for the ordering system, not the mail server: the operator is told which.
  return answer.waiting_for === 'reference' ? RECEIPT_AWAITS_REFERENCE : RECEIPT_QUEUED
}

/** Null when the ordering system has the order; else the line saying the reference follows. */
export function pushOutcome(answer: PushAnswer): string | null {
  return 'queued' in answer ? REFERENCE_FOLLOWS : null
}
