/** The order with one of its items replaced by a newer copy of it (same id). */
export function withItem<I extends { id: number }, O extends { order_items: readonly I[] }>(
  order: O,
  item: I,
): O {
  return { ...order, order_items: order.order_items.map((i) => (i.id === item.id ? item : i)) }
}

/** The list with one order replaced by a newer copy of it (same id); other orders untouched. */
export function withOrder<O extends { id: number }>(orders: readonly O[], order: O): O[] {
  return orders.map((o) => (o.id === order.id ? order : o))
}
