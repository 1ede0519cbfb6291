import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { outbox } from '../../db/schema'

/** The outbox kind of a push to the ordering system. */
export const PUSH_KIND = 'ges.push'
/** A void's cancellation of the order, and a refund of one of its items (the row's item). */
export const CANCEL_KIND = 'ges.cancel'
export const REFUND_KIND = 'ges.refund'
/** Kinds that tell the ordering system about an order it must have first: sent after its push. */
export const FOLLOW_UP_KINDS = [CANCEL_KIND, REFUND_KIND]
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
    or(eq(outbox.kind, PUSH_KIND), and(inArray(outbox.kind, FOLLOW_UP_KINDS), pushSettled())),
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

/**
 * A cancellation or refund waits while its order's push is still on its way, so the ordering
 * system always hears of the order before it hears what became of it. Once the push is delivered,
 * or refused for good, or was never queued (an order from before the outbox), it may go: an order
 * the ordering system never took is settled without a request (gesFollowUp.ts).
 */
function pushSettled() {
  // A scalar subquery, probed per follow-up row through outbox_order: as NOT EXISTS the planner
  // hashes every pending push of the backlog at each run instead.
  return sql`coalesce((SELECT push.status FROM ${outbox} AS push
    WHERE push.order_id = ${outbox.orderId} AND push.kind = ${PUSH_KIND} LIMIT 1), 'none')
    NOT IN ('pending', 'sending')`
}

/** The row as one attempt claimed it: once another process has claimed it anew, no longer. */
export function asClaimed(claimed: OutboxRow) {
  return and(
    eq(outbox.id, claimed.id),
    eq(outbox.status, 'sending'),
    eq(outbox.claimToken, claimed.claimToken ?? ''),
  )
}
