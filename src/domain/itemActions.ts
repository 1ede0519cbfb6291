import { isExchanged, isStruckThrough, type ItemLike } from './itemStatus'
import { gesReference } from './reference'

interface OrderRefLike {
  json: { readonly ges_order_id?: string }
}

/** The ordering system's reference number of an order, once it has been pushed there. */
export function orderReference(order: OrderRefLike): string | null {
  return gesReference(order.json)
}

export interface ItemActions {
  redeem: boolean
  redeemed: boolean
  upgrade: boolean
}

/**
 * What staff may do with an item: redeem an open one, see a closed one as redeemed, and upgrade
 * an open one only once both the order and the item carry the ordering system's ids (the same
 * condition the server enforces). Exchanged items and items with no quantity offer nothing.
 */
export function itemActions(
  order: OrderRefLike,
  item: Pick<ItemLike, 'status' | 'qty' | 'json'>,
): ItemActions {
  if (isStruckThrough(item) || isExchanged(item))
    return { redeem: false, redeemed: false, upgrade: false }
  const open = item.status === 'Open'
  return {
    redeem: open,
    redeemed: item.status === 'Close',
    upgrade: open && orderReference(order) !== null && Boolean(item.json.ges_line_id),
  }
}
