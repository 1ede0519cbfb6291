import type { Order } from '../../../domain/contract/order'
import { paymentOfOrder } from '../../../domain/corrections/corrections'
import { displayOrderNumber } from '../../../domain/orderNumber'
import type { DeepReadonly } from '../../../domain/readonly'
import type { ApprovalRequest } from '../../dialogs/ManagerApproval/ManagerApprovalDialog'
import type { Correction } from '../../stores/corrections'

/** What the approval dialog shows of the correction asked for, from the order shown. */
export function approvalRequest(
  asked: DeepReadonly<Correction> | null,
  order: DeepReadonly<Order> | null,
): ApprovalRequest | null {
  if (!asked || !order) return null
  if (asked.kind === 'void') {
    return {
      kind: 'void',
      orderNumber: displayOrderNumber(order.id),
      amount: order.amount,
      payment: paymentOfOrder(order.type),
    }
  }
  const item = order.order_items.find((i) => i.id === asked.itemId)
  return item ? { kind: 'refund', itemName: item.name, amount: item.amount } : null
}
