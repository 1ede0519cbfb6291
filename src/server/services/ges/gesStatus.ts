import { and, eq } from 'drizzle-orm'
import type { PushStatus } from '../../../domain/contract/push'
import { gesReference } from '../../../domain/reference'
import type { Db } from '../../db/client'
import { outbox } from '../../db/schema'
import { orderRow } from './gesOrder'
import { PUSH_KIND } from '../outbox/outbox'

/** Where an order's push stands, from its outbox row and the reference on the order. */
export async function pushStatus(
  db: Db,
  universityId: number,
  orderId: number,
): Promise<PushStatus> {
  // The outbox row first: its delivery and the order's reference commit together, so an order
  // read after a 'delivered' row always carries the reference (the other way round, a
  // delivery between the reads answered 'delivered' with no reference).
  const [entry] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, PUSH_KIND), eq(outbox.orderId, orderId)))
  const reference = gesReference((await orderRow(db, universityId, orderId)).json)
  return {
    order_id: orderId,
    status: entry
      ? entry.status === 'sending'
        ? 'pending'
        : entry.status
      : reference
        ? 'delivered'
        : 'none',
    attempts: entry?.attempts ?? (reference ? 1 : 0),
    last_error: entry?.lastError ?? null,
    next_attempt_at:
      entry && entry.status !== 'delivered' ? entry.nextAttemptAt.toISOString() : null,
    reference,
  }
}
