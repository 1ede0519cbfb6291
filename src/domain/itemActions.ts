import { isExchanged, isGivenBack, isStruckThrough, type ItemLike } from './itemStatus'
import { gesReference } from './reference'

interface OrderRefLike {
  json: { readonly ges_order_id?: string }
  readonly status?: string | null
}

/** The ordering system's reference number of an order, once it has been pushed there. */
export function orderReference(order: OrderRefLike): string | null {
  return gesReference(order.json)
}

export interface ItemActions {
  redeem: boolean
  redeemed: boolean
  upgrade: boolean
  /** A manager may refund it: held by the customer, open or redeemed (corrections.ts). */
  refund: boolean
}

/**
 * What staff may do with an item: redeem an open one, see a closed one as redeemed, and upgrade
 * an open one only once both the order and the item carry the ordering system's ids (the same
 * condition the server enforces). Exchanged items, items with no quantity and items whose money
 * was given back (refunded, or of a void sale) offer nothing.
 */
export function itemActions(
  order: OrderRefLike,
  item: Pick<ItemLike, 'status' | 'qty' | 'json'>,
): ItemActions {
  if (isStruckThrough(item) || isExchanged(item) || isGivenBack(item, order))
    return { redeem: false, redeemed: false, upgrade: false, refund: false }
  const open = item.status === 'Open'
  const redeemed = item.status === 'Close'
  return {
    redeem: open,
    redeemed,
    upgrade: open && orderReference(order) !== null && Boolean(item.json.ges_line_id),
    refund: open || redeemed,
  }
}
