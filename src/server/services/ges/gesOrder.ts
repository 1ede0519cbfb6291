import { and, eq } from 'drizzle-orm'
import { gesReference } from '../../../domain/reference'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { GesError } from './gesError'

export async function orderRow(db: Db, universityId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.universityId, universityId)))
  if (!row) throw new GesError('Order not found.', 404)
  return row
}

/** The reference once an order has one, polled for up to `ms`; null if it has none by then. */
export async function referenceWithin(db: Db, universityId: number, orderId: number, ms: number) {
  const until = Date.now() + ms
  for (;;) {
    const reference = gesReference((await orderRow(db, universityId, orderId)).json)
    if (reference || Date.now() >= until) return reference
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
