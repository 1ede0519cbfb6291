import { proxy } from 'valtio'
import type { RefundPayment } from '../../domain/corrections/corrections'
import { ApiError, messagesOf } from '../transport/apiError'
import { refundItem } from '../api/orderItems'
import { voidOrder } from '../api/orders'
import { applyOrder, refreshOrder } from './orders'
import { newKey } from './requestKey'
import { upgrade } from './upgrade'

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
