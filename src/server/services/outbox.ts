import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { outbox } from '../db/schema'

/** The outbox kind of a push to the ordering system. */
export const PUSH_KIND = 'ges.push'
/** How long a claim keeps other processes off a row; a whole attempt must fit in it. */
export const LEASE_MS = 30_000

export type OutboxRow = typeof outbox.$inferSelect

/**
 * Rows an attempt may take: pending ones that are due (any pending one when the kiosk asks), and
 * rows left 'sending' by a process whose lease has run out or that never set one. The worker
 * picks its rows with the same condition, so it never selects a row it could not claim, nor
 * skips one it could. `untriedOnly` is for a process without GES_URL: a row already tried over HTTP
 * belongs to the ordering system, and such a process (one still running while a site switches to
 * GES, say) must not settle it with a local reference.
 */
export function claimable(now: Date, force: boolean, untriedOnly = false) {
  return and(
    eq(outbox.kind, PUSH_KIND),
    untriedOnly ? eq(outbox.attempts, 0) : undefined,
    or(
      and(eq(outbox.status, 'pending'), force ? undefined : lte(outbox.nextAttemptAt, now)),
      and(
        eq(outbox.status, 'sending'),
        or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
      ),
    ),
  )
}

/** The row as one attempt claimed it: once another process has claimed it anew, no longer. */
export function asClaimed(claimed: OutboxRow) {
  return and(
    eq(outbox.id, claimed.id),
    eq(outbox.status, 'sending'),
    eq(outbox.claimToken, claimed.claimToken ?? ''),
  )
}

/** Takes an order's row for one delivery attempt, unless another process holds it. */
export async function claim(
  db: Db,
  orderId: number,
  force: boolean,
  untriedOnly = false,
): Promise<OutboxRow | null> {
  const now = new Date()
  const [row] = await db
    .update(outbox)
    .set({
      status: 'sending',
      lockedUntil: new Date(now.getTime() + LEASE_MS),
      claimToken: randomUUID(),
    })
    .where(and(eq(outbox.orderId, orderId), claimable(now, force, untriedOnly)))
    .returning()
  return row ?? null
}

/** What a delivered row holds: the attempt counted, no error, no claim. */
export const delivered = () => ({
  status: 'delivered',
  deliveredAt: new Date(),
  attempts: sql`${outbox.attempts} + 1`,
  lastError: null,
  lockedUntil: null,
  claimToken: null,
})

/**
 * Takes up to `limit` due rows for this process in one statement. SKIP LOCKED lets two or three
 * processes behind a load balancer claim at once, each getting other rows, without waiting.
 */
export async function claimDue(db: Db, limit: number, untriedOnly: boolean): Promise<OutboxRow[]> {
  const now = new Date()
  const candidates = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(claimable(now, false, untriedOnly))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(outbox)
    .set({
      status: 'sending',
      lockedUntil: new Date(now.getTime() + LEASE_MS),
      claimToken: randomUUID(),
    })
    .where(and(inArray(outbox.id, candidates), claimable(now, false, untriedOnly)))
    .returning()
}
