import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { outbox, sentMail } from '../../db/schema'
import { PUSH_KIND } from '../outbox/outbox'

export type MailRow = typeof sentMail.$inferSelect

/** Statuses of a sent_mail row: waiting, being sent, gone (over SMTP or to a file), given up. */
export type MailStatus = 'queued' | 'sending' | 'sent' | 'written' | 'failed'

/** A lease longer than any attempt, so a row is never sent by two processes at once. */
export const LEASE_MS = 60_000

/**
 * A receipt waiting for its order's reference may go once the push is no longer on its way
 * (delivered, refused for good, or never queued) or its wait is over.
 */
function referenceSettled(now: Date) {
  return or(
    isNull(sentMail.awaitsPushUntil),
    lte(sentMail.awaitsPushUntil, now),
    // A scalar subquery probed through outbox_order, as the outbox's follow-ups do.
    sql`coalesce((SELECT push.status FROM ${outbox} AS push
      WHERE push.order_id = ${sentMail.orderId} AND push.kind = ${PUSH_KIND} LIMIT 1), 'none')
      NOT IN ('pending', 'sending')`,
  )
}

/** What a row being sent may be taken for: queued and due, or a lease run out. */
function due(now: Date) {
  return or(
    and(eq(sentMail.status, 'queued'), lte(sentMail.nextAttemptAt, now), referenceSettled(now)),
    and(
      eq(sentMail.status, 'sending'),
      or(isNull(sentMail.lockedUntil), lte(sentMail.lockedUntil, now)),
    ),
  )
}

/** The row as this process claimed it: an outcome is written only while the claim holds. */
export const claimed = (row: MailRow) =>
  and(
    eq(sentMail.id, row.id),
    eq(sentMail.status, 'sending'),
    eq(sentMail.claimToken, row.claimToken ?? ''),
  )

/**
 * The due messages a run takes, soonest first: read in that order from sent_mail_claim_next
 * (0014), so a backlog of any size costs a run the rows it takes, not a sort of the whole backlog.
 */
export function dueMail(db: Db, limit: number, now: Date) {
  return db
    .select({ id: sentMail.id })
    .from(sentMail)
    .where(due(now))
    .orderBy(asc(sentMail.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true })
}

/** Takes one row for this process if it is due; null when it is not, or another process has it. */
export async function claimOne(db: Db, id: number): Promise<MailRow | null> {
  const now = new Date()
  const [row] = await db
    .update(sentMail)
    .set({
      status: 'sending',
      lockedUntil: new Date(now.getTime() + LEASE_MS),
      claimToken: randomUUID(),
    })
    .where(and(eq(sentMail.id, id), due(now)))
    .returning()
  return row ?? null
}

/**
 * Takes up to `limit` due rows for this process; SKIP LOCKED lets several processes claim at
 * once without waiting on, or taking, each other's rows.
 */
export async function claim(db: Db, limit: number): Promise<MailRow[]> {
  const now = new Date()
  const candidates = dueMail(db, limit, now)
  return db
    .update(sentMail)
    .set({
      status: 'sending',
      lockedUntil: new Date(now.getTime() + LEASE_MS),
      claimToken: randomUUID(),
    })
    .where(and(inArray(sentMail.id, candidates), due(now)))
    .returning()
}
