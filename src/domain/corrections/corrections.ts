import { isExchanged } from '../itemStatus'

/** An order's status once voided, and the statuses its items take. */
export const ORDER_VOID = 'Void'
export const ITEM_VOID = 'Void'
export const ITEM_REFUNDED = 'Refunded'

export type RefundPayment = 'Cash' | 'Eftpos'

interface OrderLike {
  readonly is_pos_order: boolean
  readonly date: string
  readonly status: string | null
}

interface ItemLike {
  readonly name: string
  readonly status: string
  readonly qty: number
  readonly json: { readonly upgraded?: boolean; readonly upgraded_from?: number }
}

/**
 * Why a sale cannot be voided, in words for the counter, or null when it can. A void takes back
 * the whole sale as it was paid, so only a counter sale of today whose items are all still as
 * sold qualifies: a redeemed item was handed over, an upgraded one paid for twice, a refunded
 * one paid back already. Anything else is corrected item by item with a refund.
 */
export function voidRefusal(order: OrderLike, items: readonly ItemLike[], today: string) {
  if (order.status === ORDER_VOID) return 'This sale has already been voided.'
  if (!order.is_pos_order)
    return 'Only a sale made at the counter can be voided; refund its items instead.'
  if (order.date !== today) return 'Only a sale of today can be voided; refund its items instead.'
  if (items.some((item) => item.status === ITEM_REFUNDED))
    return 'An item of this sale has been refunded; refund the other items instead.'
  if (items.some((item) => item.status === 'Close'))
    return 'An item of this sale has been redeemed; refund the other items instead.'
  if (items.some((item) => isExchanged(item) || item.json.upgraded_from !== undefined))
    return 'An item of this sale has been upgraded; refund its items instead.'
  return null
}

/**
 * Why an item cannot be refunded, or null when it can. A redeemed item may be refunded: the usual
 * refund at a counter is of something handed over and brought back (a cracked frame, a wrong
 * plaque), and the manager's PIN and reason stand for that decision. An item given up in an
 * upgrade is not: the item it became carries its whole price, and that is the one to refund.
 */
export function refundRefusal(order: Pick<OrderLike, 'status'>, item: ItemLike) {
  if (order.status === ORDER_VOID || item.status === ITEM_VOID)
    return 'This sale has been voided, so its items cannot be refunded.'
  if (item.status === ITEM_REFUNDED) return `"${item.name}" has already been refunded.`
  if (isExchanged(item))
    return `"${item.name}" was exchanged for an upgrade; refund the item it was upgraded to.`
  if (item.qty <= 0) return `"${item.name}" has no quantity left to refund.`
  return null
}

/** The payment a void gives back: the sale's own ('Order#Cash' or 'Order#Eftpos'). */
export function paymentOfOrder(type: string): RefundPayment {
  return type === 'Order#Eftpos' ? 'Eftpos' : 'Cash'
}
