import type { SentAnswer } from '../../domain/contract/mail'
import type { OrderItem } from '../../domain/contract/orderItem'
import type { UpgradeAnswer, UpgradeTarget } from '../../domain/contract/upgrade'
import { api } from '../transport/http'

export function redeemItem(itemId: number): Promise<OrderItem> {
  return api.put<OrderItem>(`/orderitems/${itemId}`, { status: 'Close' })
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
