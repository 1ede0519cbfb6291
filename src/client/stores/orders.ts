import { snapshot } from 'valtio'
import type { Order } from '../../domain/contract/order'
import type { OrderItem } from '../../domain/contract/orderItem'
import { withItem, withOrder } from '../../domain/orderCopies'
import { displayOrderNumber } from '../../domain/orderNumber'
import { searchOrders } from '../api/orders'
import { upgrade } from './upgrade'

/** A plain, mutable copy of something held in the store, so two store fields never share one proxy. */
export function plain<T extends object>(value: T): T {
  return structuredClone(snapshot(value)) as T
}

/** The current state of one order, searched by its displayed number whatever kind of order it is. */
export async function fetchOrder(orderId: number): Promise<Order | null> {
  const orders = await searchOrders({
    type: 'orderid',
    value: displayOrderNumber(orderId),
    pre: true,
    pos: true,
  })
  return orders.find((o) => o.id === orderId) ?? null
}

/** Puts a newer copy of an order into the results and, if it is the one shown (or `select`), the details. */
export function applyOrder(order: Order, options: { select?: boolean } = {}) {
  if (upgrade.results) upgrade.results = withOrder(upgrade.results, order)
  if (options.select || upgrade.selectedOrder?.id === order.id) upgrade.selectedOrder = order
}

export function applyItem(item: OrderItem) {
  const order = upgrade.selectedOrder
  if (order && order.id === item.order_id) applyOrder(withItem(plain(order), item))
}

/** Re-reads the order shown; a failure leaves the screen as it was and is only logged. */
export async function refreshOrder(orderId: number, options: { select?: boolean } = {}) {
  try {
    const fresh = await fetchOrder(orderId)
    if (fresh) applyOrder(fresh, options)
  } catch (error) {
    console.error('Could not refresh the order', error)
  }
}
