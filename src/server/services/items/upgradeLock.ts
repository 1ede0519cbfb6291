import { and, eq, isNull } from 'drizzle-orm'
import { ITEM_REFUNDED, ITEM_VOID } from '../../../domain/corrections/corrections'
import { gesReference } from '../../../domain/reference'
import type { Tx } from '../../db/client'
import { orderItems, orders } from '../../db/schema'
import { notYetUpgradable } from '../ges/gesPending'
import { Refusal } from '../refusal'

/**
 * Locks the order and then the item to upgrade, refusing an item that is gone, already upgraded,
 * redeemed or empty, or whose order the ordering system has not numbered yet.
 */
export async function lockUpgradable(tx: Tx, fromId: number, universityId: number) {
  const itemOfTenant = and(
    eq(orderItems.id, fromId),
    eq(orderItems.universityId, universityId),
    isNull(orderItems.deletedAt),
  )
  const [found] = await tx
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(itemOfTenant)
  if (!found) throw new Refusal(404, 'Order item not found.')
  // The order is locked before the item, the order every writer of an order's items takes (a
  // push writes line ids under the order's lock); the other way round the two deadlock.
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update')
  // The row lock makes a second upgrade (or a redeem) of the same item wait, then see the first.
  const [item] = await tx.select().from(orderItems).where(itemOfTenant).for('update')
  if (!item) throw new Refusal(404, 'Order item not found.')
  if (item.json.upgraded) throw new Refusal(409, 'This item has already been upgraded.')
  if (item.status === ITEM_REFUNDED || item.status === ITEM_VOID)
    throw new Refusal(409, 'This item has been paid back, so it can no longer be upgraded.')
  if (item.status !== 'Open')
    throw new Refusal(409, 'This item has been redeemed, so it can no longer be upgraded.')
  if (item.qty <= 0) throw new Refusal(409, 'This item has no quantity left to upgrade.')
  const reference = order ? gesReference(order.json) : null
  if (!order || !reference || typeof item.json.ges_line_id !== 'string') {
    throw new Refusal(409, await notYetUpgradable(tx, found.orderId))
  }
  return { order, item, reference }
}
