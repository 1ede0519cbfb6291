import { asc, sql } from 'drizzle-orm'
import { plainDeliveryError } from '../../../../domain/backOffice/deliveryErrors'
import type {
  DeliveryCounts,
  DeliveryHealth,
  DeliveryState,
} from '../../../../domain/contract/backOfficeDelivery'
import { displayOrderNumber } from '../../../../domain/orderNumber'
import type { Db } from '../../../db/client'
import { outbox, sentMail } from '../../../db/schema'
import {
  mailFailed,
  mailShown,
  mailWaiting,
  mailWhat,
  pushFailed,
  pushShown,
  pushWaiting,
  pushWhat,
} from './deliveryRows'

/** Lists longer than this are cut; the counts say how many there are in all. */
export const DELIVERY_LIST_LIMIT = 200

const stateOf = (status: string): DeliveryState =>
  status === 'failed' ? 'failed' : status === 'sending' ? 'sending' : 'waiting'

const countIf = (condition: unknown) => sql<number>`count(*) FILTER (WHERE ${condition})::int`

/** The statements of the counts and the lists, named so a test can read their plans. */
export const deliveryQueries = {
  mailCounts: (db: Db, universityId: number) =>
    db
      .select({ waiting: countIf(mailWaiting()), failed: countIf(mailFailed()) })
      .from(sentMail)
      .where(mailShown(universityId)),
  pushCounts: (db: Db, universityId: number) =>
    db
      .select({ waiting: countIf(pushWaiting()), failed: countIf(pushFailed()) })
      .from(outbox)
      .where(pushShown(universityId)),
  mail: (db: Db, universityId: number) =>
    db
      .select()
      .from(sentMail)
      .where(mailShown(universityId))
      .orderBy(asc(sentMail.id))
      .limit(DELIVERY_LIST_LIMIT),
  pushes: (db: Db, universityId: number) =>
    db
      .select()
      .from(outbox)
      .where(pushShown(universityId))
      .orderBy(asc(outbox.id))
      .limit(DELIVERY_LIST_LIMIT),
}

/** How many receipts and pushes wait after a failure, and how many were given up. */
export async function deliveryCounts(db: Db, universityId: number): Promise<DeliveryCounts> {
  const [mail] = await deliveryQueries.mailCounts(db, universityId)
  const [ges] = await deliveryQueries.pushCounts(db, universityId)
  return {
    receipts_waiting: Number(mail?.waiting ?? 0),
    receipts_failed: Number(mail?.failed ?? 0),
    pushes_waiting: Number(ges?.waiting ?? 0),
    pushes_failed: Number(ges?.failed ?? 0),
  }
}

const orderNumber = (id: number | null) => (id === null ? null : displayOrderNumber(id))

/** The receipts and pushes a manager may act on, oldest first, with their errors in words. */
export async function deliveryHealth(db: Db, universityId: number): Promise<DeliveryHealth> {
  const mail = await deliveryQueries.mail(db, universityId)
  const pushes = await deliveryQueries.pushes(db, universityId)
  return {
    counts: await deliveryCounts(db, universityId),
    receipts: mail.map((row) => ({
      id: row.id,
      order_id: row.orderId,
      order_number: orderNumber(row.orderId),
      what: mailWhat(row.kind),
      to: row.to,
      state: stateOf(row.status),
      attempts: row.attempts,
      queued_at: row.createdAt.toISOString(),
      next_attempt_at: row.status === 'failed' ? null : row.nextAttemptAt.toISOString(),
      error: plainDeliveryError('mail', row.error),
      raw_error: row.error,
    })),
    pushes: pushes.map((row) => ({
      id: row.id,
      order_id: row.orderId,
      order_number: orderNumber(row.orderId),
      what: pushWhat(row.kind),
      state: stateOf(row.status),
      attempts: row.attempts,
      queued_at: row.createdAt.toISOString(),
      next_attempt_at: row.status === 'failed' ? null : row.nextAttemptAt.toISOString(),
      error: plainDeliveryError('ges', row.lastError),
      raw_error: row.lastError,
    })),
  }
}
