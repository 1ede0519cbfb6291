import type { RefundAnswer, RefundBody } from '../../domain/contract/corrections'
import type { SentAnswer } from '../../domain/contract/mail'
import type { OrderItem } from '../../domain/contract/orderItem'
import type { UpgradeAnswer, UpgradeTarget } from '../../domain/contract/upgrade'
import { api } from '../transport/http'

export function redeemItem(itemId: number): Promise<OrderItem> {
  return api.put<OrderItem>(`/orderitems/${itemId}`, { status: 'Close' })
}

/** Refunds one item with a manager's PIN; the same key again answers the same refund. */
export function refundItem(
  itemId: number,
  body: RefundBody,
  idempotencyKey: string,
): Promise<RefundAnswer> {
  return api.post<RefundAnswer>(`/orderitems/${itemId}/refund`, body, {
    'Idempotency-Key': idempotencyKey,
  })
}

export interface UpgradeRequest {
  fromOrderItemID: number
  toStock: UpgradeTarget
  type: 'Cash' | 'Eftpos'
  email: string | null
}

export function upgradeItem(body: UpgradeRequest): Promise<UpgradeAnswer> {
  return api.put<UpgradeAnswer>('/orderitem', body)
}

export function sendUpgradeConfirmation(itemId: number): Promise<SentAnswer> {
  return api.post<SentAnswer>(`/orderitem/${itemId}`)
}
