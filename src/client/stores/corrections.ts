import { proxy } from 'valtio'
import type { RefundPayment } from '../../domain/corrections/corrections'
import { ApiError, messagesOf } from '../transport/apiError'
import { refundItem } from '../api/orderItems'
import { voidOrder } from '../api/orders'
import { applyOrder, refreshOrder } from './orders'
import { newKey } from './requestKey'
import { upgrade } from './upgrade'
import { isOffline } from './payOffline'
import {
  closeCardPayment,
  refusal,
  retryCardPayment,
  startCardPayment,
  type CardOutcome,
} from './terminal'
import type { TerminalAttempt, TerminalPaymentBody } from '../../domain/contract/terminal'
import { toCents } from '../../domain/sale/money'

/** What the manager is asked to approve: the whole sale shown, or one item of it. */
export type Correction = { kind: 'void'; orderId: number } | { kind: 'refund'; itemId: number }

export interface Approval {
  pin: string
  reason: string
  /** How a refund's money goes back; a void goes back as the sale was paid. */
  type: RefundPayment | null
}

export const corrections = proxy({
  /** The approval asked for; the dialog is open while there is one. */
  asked: null as Correction | null,
  /**
   * Made when the approval opens and kept until it closes: a second tap of Confirm after an
   * answer that never arrived is the same correction, not another one.
   */
  key: null as string | null,
  /** Why the server refused, shown under Confirm. */
  error: null as string | null,
  /** When this kiosk's PIN lockout ends (ms since the epoch), after a 429; the pad waits till then. */
  lockedUntil: null as number | null,
  busy: false,
})

const NO_ANSWER = 'The server did not answer. Please try again.'

function ask(correction: Correction) {
  corrections.asked = correction
  corrections.key = newKey(correction.kind)
  corrections.error = null
}

/** Void sale on the order shown. */
export function askVoid() {
  const order = upgrade.selectedOrder
  if (order) ask({ kind: 'void', orderId: order.id })
}

/** Refund on one item of the order shown. */
export function askRefund(itemId: number) {
  if (upgrade.selectedOrder?.order_items.some((i) => i.id === itemId))
    ask({ kind: 'refund', itemId })
}

export function closeApproval() {
  corrections.asked = null
  corrections.key = null
  corrections.error = null
}

/** The server's refusal in words: a field's messages (422), or its one message. */
function refusalText(error: unknown): string {
  if (!(error instanceof ApiError) || !error.fromServer) return NO_ANSWER
  return messagesOf(error).join(' ')
}

async function send(asked: Correction, approval: Approval, key: string) {
  const body = { pin: approval.pin, reason: approval.reason.trim() }
  if (asked.kind === 'void') return voidOrder(asked.orderId, body, key)
  const answer = await refundItem(asked.itemId, { ...body, type: approval.type ?? 'Cash' }, key)
  return answer.order
}

/**
 * Confirm in the approval: on success the order shown (and its row in the results) becomes the
 * server's answer and the approval closes; a refusal stays in the dialog, and a 409 (someone
 * corrected it first) also reads the order again so the screen shows the truth.
 */
export async function confirmApproval(approval: Approval): Promise<boolean> {
  const { asked, key } = corrections
  if (!asked || !key || corrections.busy) return false
  if (asked.kind === 'refund' && !approval.type) return false
  // Online, a refund to the card goes through the kiosk's terminal, which records it once done.
  if (asked.kind === 'refund' && approval.type === 'Eftpos' && !isOffline())
    return refundToCard(asked.itemId, approval)
  corrections.busy = true
  corrections.error = null
  try {
    applyOrder(await send(asked, approval, key))
    closeApproval()
    return true
  } catch (error) {
    corrections.error = refusalText(error)
    if (error instanceof ApiError && error.status === 429)
      corrections.lockedUntil = error.retryAfterMs ? Date.now() + error.retryAfterMs : null
    const shown = upgrade.selectedOrder
    if (error instanceof ApiError && error.status === 409 && shown) await refreshOrder(shown.id)
    return false
  } finally {
    corrections.busy = false
  }
}

// The refund as sent to the terminal, so Try again sends it again as a new attempt.
let sentByCard: {
  request: TerminalPaymentBody
  approval: Approval
  onApproved: (attempt: TerminalAttempt) => void
} | null = null

async function followCard(outcome: Promise<CardOutcome>): Promise<boolean> {
  const result = await outcome
  corrections.busy = false
  if (result === 'refused') corrections.error = refusalText(refusal)
  return result === 'approved'
}

function refundToCard(itemId: number, approval: Approval): Promise<boolean> {
  const item = upgrade.selectedOrder?.order_items.find((i) => i.id === itemId)
  const request: TerminalPaymentBody = {
    purpose: 'refund',
    refund: { orderItemId: itemId, pin: approval.pin, reason: approval.reason.trim() },
  }
  const onApproved = (attempt: TerminalAttempt) => {
    if (attempt.order) applyOrder(attempt.order)
    closeApproval()
  }
  sentByCard = { request, approval, onApproved }
  corrections.busy = true
  corrections.error = null
  return followCard(startCardPayment(request, item ? toCents(item.amount) : 0, onApproved))
}

/** Try again after the card refund was declined or cancelled: a new attempt. */
export function retryCardRefund(): Promise<boolean> {
  if (!sentByCard) return Promise.resolve(false)
  corrections.busy = true
  return followCard(retryCardPayment(sentByCard.request, sentByCard.onApproved))
}

/** Back to the approval after a decline: nothing was refunded. */
export function leaveCardRefund() {
  sentByCard = null
  closeCardPayment()
}

/** Refund in cash instead: the same approval, the money given back as cash. */
export function refundInCash(): Promise<boolean> {
  const sent = sentByCard
  sentByCard = null
  closeCardPayment()
  if (!sent) return Promise.resolve(false)
  return confirmApproval({ ...sent.approval, type: 'Cash' })
}
