import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm'
import { outbox, sentMail } from '../../../db/schema'
import { PUSH_KIND, CANCEL_KIND } from '../../outbox/outbox'

/**
 * Which outbox rows the back office shows, as SQL conditions shared by the list, the counts and
 * the retries, so a row a manager sees is exactly a row Retry can set due.
 */

/** A receipt that failed once and is still to go (or going now). */
export const mailWaiting = () =>
  and(inArray(sentMail.status, ['queued', 'sending']), gt(sentMail.attempts, 0))

/**
 * A later copy of the same receipt exists (a resend): the older row is history, as the takings
 * report's exceptions count it too.
 */
// Named in full: inside a subquery Drizzle writes a column without its table, which would then
// be read as the later row's own.
export const mailSuperseded = () => sql`EXISTS (SELECT 1 FROM sent_mail AS later
  WHERE later.order_id = "sent_mail"."order_id"
    AND later.university_id = "sent_mail"."university_id"
    AND later.order_item_id IS NOT DISTINCT FROM "sent_mail"."order_item_id"
    AND later.kind = "sent_mail"."kind" AND later.id > "sent_mail"."id")`

export const mailFailed = () => and(eq(sentMail.status, 'failed'), sql`NOT ${mailSuperseded()}`)

export const mailShown = (universityId: number): SQL =>
  and(eq(sentMail.universityId, universityId), or(mailWaiting(), mailFailed()))!

export const pushWaiting = () =>
  and(inArray(outbox.status, ['pending', 'sending']), gt(outbox.attempts, 0))

export const pushFailed = () => eq(outbox.status, 'failed')

export const pushShown = (universityId: number): SQL =>
  and(eq(outbox.universityId, universityId), or(pushWaiting(), pushFailed()))!

const MAIL_WHAT: Record<string, string> = {
  order_confirmation: 'Receipt',
  upgrade_confirmation: 'Upgrade receipt',
  void_notice: 'Void notice',
  refund_receipt: 'Refund receipt',
}

/** What a mail row is, in words. */
export const mailWhat = (kind: string) => MAIL_WHAT[kind] ?? 'Message'

/** What an ordering-system row is, in words. */
export const pushWhat = (kind: string) =>
  kind === PUSH_KIND ? 'Order' : kind === CANCEL_KIND ? 'Cancellation (void)' : 'Refund'
