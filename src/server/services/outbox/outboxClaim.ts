import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { outbox } from '../../db/schema'
import { claimable, PUSH_KIND, type OutboxRow } from './outbox'
import { leased } from './outboxStates'

/** Takes an order's push for one delivery attempt, unless another process holds it. */
export async function claim(
  db: Db,
  orderId: number,
  force: boolean,
  untriedOnly = false,
): Promise<OutboxRow | null> {
  const now = new Date()
  const [row] = await db
    .update(outbox)
    .set(leased(now))
    .where(
      and(
        eq(outbox.orderId, orderId),
        eq(outbox.kind, PUSH_KIND),
        claimable(now, force, untriedOnly),
      ),
    )
    .returning()
  return row ?? null
}

/**
 * The due rows a run takes, soonest first: read in that order from outbox_claim_next (0014), so a
 * backlog of any size costs a run the rows it takes, not a sort of the whole backlog.
 */
export function dueRows(db: Db, limit: number, untriedOnly: boolean, now: Date) {
  return db
    .select({ id: outbox.id })
    .from(outbox)
    .where(claimable(now, false, untriedOnly))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true })
}

/**
 * Takes up to `limit` due rows for this process in one statement. SKIP LOCKED lets two or three
 * processes behind a load balancer claim at once, each getting other rows, without waiting.
 */
export async function claimDue(db: Db, limit: number, untriedOnly: boolean): Promise<OutboxRow[]> {
  const now = new Date()
  const candidates = dueRows(db, limit, untriedOnly, now)
  return db
    .update(outbox)
    .set(leased(now))
    .where(and(inArray(outbox.id, candidates), claimable(now, false, untriedOnly)))
    .returning()
}
