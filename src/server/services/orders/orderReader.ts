import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import type { Db, Tx } from '../../db/client'
import { ceremonies, customers, orderItems, orders, placeholderOrder } from '../../db/schema'
import { orderDto } from '../dto/serialize'

/** How orderRows finds a page, where the planner's own choice would read too much. */
export interface RowsOptions {
  /** Only the university's newest `recent` orders are read, through the primary key. */
  recent?: number
  /**
   * Only the orders of a person are read, passing over the placeholder customer's (express and
   * stage sales): the window through the index orders_person_newest, and with `sortMatches` the
   * planner may walk that index instead of sorting.
   */
  persons?: boolean
  /**
   * Ordered by `id + 0`, which the primary key cannot serve. Left to itself, the planner may walk
   * the primary key from the newest order and test each one: quick when matches are everywhere,
   * but it reads every newer order that does not match, and all of them when the matches are old.
   * By `id + 0` it takes the filter's matches from the filter's own index and sorts them, or, for
   * `persons`, walks orders_person_newest.
   */
  sortMatches?: boolean
}

/**
 * The orders' own rows of a page, newest first (what the search's EXPLAIN test plans).
 */
export function orderRows(
  db: Db | Tx,
  universityId: number,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  { recent, persons = false, sortMatches = false }: RowsOptions = {},
) {
  const person = persons ? sql`NOT ${placeholderOrder(orders)}` : undefined
  // id + 0 is the order of orders_person_newest alone: the primary key cannot serve it.
  const newest = (byIndex: boolean) => (byIndex ? desc(sql`${orders.id} + 0`) : desc(orders.id))
  // Named as the table, so the filter's and the joins' references to orders read the window.
  const source = recent
    ? db
        .select()
        .from(orders)
        .where(and(eq(orders.universityId, universityId), person))
        .orderBy(newest(persons))
        .limit(recent)
        .as('orders')
    : orders
  return db
    .select({ order: orders, customer: customers, ceremony: ceremonies })
    .from(source)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(ceremonies, eq(ceremonies.id, orders.ceremonyId))
    .where(and(eq(orders.universityId, universityId), where, recent ? undefined : person))
    .orderBy(newest(sortMatches))
    .limit(limit)
    .offset(offset)
}

type OrderRow = Awaited<ReturnType<typeof orderRows>>[number]

/** Orders of one university with their items, customer and ceremony, newest first. */
export async function readOrders(
  db: Db | Tx,
  universityId: number,
  where?: SQL,
  limit = 100,
  offset = 0,
): Promise<Order[]> {
  return withItems(db, await orderRows(db, universityId, where, limit, offset))
}

/** The orders of rows from orderRows, each with its items. */
export async function withItems(db: Db | Tx, rows: OrderRow[]): Promise<Order[]> {
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
