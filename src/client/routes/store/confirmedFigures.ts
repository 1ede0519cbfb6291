import type { Order } from '../../../domain/contract/order'
import { MESSAGES } from '../../../domain/messages'
import { displayOrderNumber } from '../../../domain/orderNumber'
import { toCents } from '../../../domain/sale/money'

interface KeptSale {
  number: string
  totalCents: number
  changeCents: number | null
  receiptEmail: string | null
}

/** What Order Confirmed shows: the saved order's number and money, or those of a sale kept offline. */
export function confirmedFigures(
  order: Pick<Order, 'id' | 'paid' | 'change'> | null,
  kept: KeptSale | null,
) {
  if (order)
    return {
      orderNumber: displayOrderNumber(order.id),
      paidCents: toCents(order.paid),
      changeCents: order.change == null ? null : toCents(order.change),
      offlineNote: null,
    }
  if (!kept) return null
  return {
    orderNumber: kept.number,
    paidCents: kept.totalCents,
    changeCents: kept.changeCents,
    offlineNote: [MESSAGES.offlineSaved, ...(kept.receiptEmail ? [MESSAGES.offlineReceipt] : [])],
  }
}
