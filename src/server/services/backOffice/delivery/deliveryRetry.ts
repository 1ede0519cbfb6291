import { and, eq, inArray } from 'drizzle-orm'
import type { RetryAnswer } from '../../../../domain/contract/backOfficeDelivery'
import type { Db, Tx } from '../../../db/client'
import { outbox, sentMail } from '../../../db/schema'
import { audit } from '../../audit'
import { Refusal } from '../../refusal'
import type { Actor } from '../ceremonies'
import { mailShown, pushShown } from './deliveryRows'

/**
 * A retry sets rows due now, given up or not; the outbox workers, which poll every second, take
 * them from there as they take any due row, so a retry is never a second sender racing theirs.
 * A row being sent right now is left alone.
 */
const dueNow = () => new Date()

function retryMail(tx: Tx, universityId: number, id?: number) {
  return tx
    .update(sentMail)
    .set({ status: 'queued', nextAttemptAt: dueNow() })
    .where(
      and(
        mailShown(universityId),
        inArray(sentMail.status, ['queued', 'failed']),
        id === undefined ? undefined : eq(sentMail.id, id),
      ),
    )
    .returning({ id: sentMail.id, orderId: sentMail.orderId })
}

function retryPushes(tx: Tx, universityId: number, id?: number) {
  return tx
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: dueNow() })
    .where(
      and(
        pushShown(universityId),
        inArray(outbox.status, ['pending', 'failed']),
        id === undefined ? undefined : eq(outbox.id, id),
      ),
    )
    .returning({ id: outbox.id, orderId: outbox.orderId })
}

/** Why a row could not be retried, from what it is now. */
function notRetried(status: string | undefined, gone: string, what: string): Refusal {
  if (status === undefined) return new Refusal(404, `There is no such ${what}.`)
  if (status === 'sending') return new Refusal(409, `This ${what} is being sent right now.`)
  if (['sent', 'written', 'delivered'].includes(status)) return new Refusal(409, gone)
  return new Refusal(409, `This ${what} was sent again since; the newer copy is the one to watch.`)
}

export async function retryReceipt(db: Db, actor: Actor, id: number): Promise<RetryAnswer> {
  return db.transaction(async (tx) => {
    const [row] = await retryMail(tx, actor.universityId, id)
    if (!row) {
      const [now] = await tx
        .select({ status: sentMail.status })
        .from(sentMail)
        .where(and(eq(sentMail.id, id), eq(sentMail.universityId, actor.universityId)))
      throw notRetried(now?.status, 'This receipt has gone out already.', 'receipt')
    }
    await audit(tx, {
      ...actor,
      action: 'mail.retry',
      subject: row.orderId ? `order:${row.orderId}` : `mail:${id}`,
      details: { mail_id: id },
    })
    return { receipts: 1, pushes: 0 }
  })
}

export async function retryPush(db: Db, actor: Actor, id: number): Promise<RetryAnswer> {
  return db.transaction(async (tx) => {
    const [row] = await retryPushes(tx, actor.universityId, id)
    if (!row) {
      const [now] = await tx
        .select({ status: outbox.status })
        .from(outbox)
        .where(and(eq(outbox.id, id), eq(outbox.universityId, actor.universityId)))
      throw notRetried(
        now?.status,
        'The ordering system has this one already.',
        'ordering-system push',
      )
    }
    await audit(tx, {
      ...actor,
      action: 'ges.retry',
      subject: `order:${row.orderId}`,
      details: { outbox_id: id },
    })
    return { receipts: 0, pushes: 1 }
  })
}

/** Every waiting or failed receipt and push of the university, due now; one audit line each way. */
export async function retryAll(db: Db, actor: Actor): Promise<RetryAnswer> {
  return db.transaction(async (tx) => {
    const receipts = await retryMail(tx, actor.universityId)
    const pushes = await retryPushes(tx, actor.universityId)
    if (receipts.length) {
      await audit(tx, { ...actor, action: 'mail.retry', details: { all: receipts.length } })
    }
    if (pushes.length) {
      await audit(tx, { ...actor, action: 'ges.retry', details: { all: pushes.length } })
    }
    return { receipts: receipts.length, pushes: pushes.length }
  })
}
