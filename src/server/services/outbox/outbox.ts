import { and, eq, isNull, lte, or } from 'drizzle-orm'
import { outbox } from '../../db/schema'

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
