import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sentMail } from '../../db/schema'

export type MailRow = typeof sentMail.$inferSelect

/** Statuses of a sent_mail row: waiting, being sent, gone (over SMTP or to a file), given up. */
export type MailStatus = 'queued' | 'sending' | 'sent' | 'written' | 'failed'

/** A lease longer than any attempt, so a row is never sent by two processes at once. */
export const LEASE_MS = 60_000

/** What a row being sent may be taken for: queued and due, or a lease run out. */
function due(now: Date) {
  return or(
    and(eq(sentMail.status, 'queued'), lte(sentMail.nextAttemptAt, now)),
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
