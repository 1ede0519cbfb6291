import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Order } from '../../domain/contract/order'
import type { Db, Tx } from '../db/client'
import { ceremonies, customers, orderItems, orders } from '../db/schema'
import { orderDto } from './serialize'

/** The orders' own rows of a page, newest first (what the search's EXPLAIN test plans). */
export function orderRows(
  db: Db | Tx,
  universityId: number,
  where: SQL | undefined,
  limit: number,
  offset = 0,
) {
  return db
    .select({ order: orders, customer: customers, ceremony: ceremonies })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(ceremonies, eq(ceremonies.id, orders.ceremonyId))
    .where(and(eq(orders.universityId, universityId), where))
    .orderBy(desc(orders.id))
    .limit(limit)
    .offset(offset)
}

/** Orders of one university with their items, customer and ceremony, newest first. */
export async function readOrders(
  db: Db | Tx,
  universityId: number,
  where?: SQL,
  limit = 100,
  offset = 0,
): Promise<Order[]> {
  const rows = await orderRows(db, universityId, where, limit, offset)
  if (rows.length === 0) return []
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(asc(orderItems.id))
  return rows.map((r) =>
    orderDto(
      r.order,
      items.filter((item) => item.orderId === r.order.id),
      r.customer,
      r.ceremony,
    ),
  )
}

export async function readOrder(
  db: Db | Tx,
  universityId: number,
  orderId: number,
): Promise<Order | null> {
  const [order] = await readOrders(db, universityId, eq(orders.id, orderId), 1)
  return order ?? null
}
