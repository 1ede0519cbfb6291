import { and, eq, isNull, sql } from 'drizzle-orm'
import type { RefundAnswer, RefundBody } from '../../../domain/contract/corrections'
import { ITEM_REFUNDED, refundRefusal } from '../../../domain/corrections/corrections'
import { isoDay } from '../../../domain/dates'
import { isPlaceholderEmail } from '../../../domain/sale/customer'
import { toCents } from '../../../domain/sale/money'
import { isValidEmail } from '../../../domain/validation'
import type { Db, Tx } from '../../db/client'
import { corrections, orderItems, orders, outbox } from '../../db/schema'
import { audit } from '../audit'
import { orderItemDto } from '../dto/orderItemDto'
import { refundReceipt } from '../mail/correctionNotices'
import { queueMail } from '../mail/queueMail'
import { readOrder } from '../orders/orderReader'
import { REFUND_KIND } from '../outbox/outbox'
import { Refusal } from '../refusal'
import { moveStock } from '../stock/onHand'
import { managerApproval, type Approval } from './approval'
import type { CorrectionContext } from './correctionContext'
import { claimKey, correctionHash, keyUsed, KeyTaken, type CorrectionKey } from './correctionKeys'

export const ITEM_NOT_FOUND = 'Order item not found.'

/**
 * Refunds one item at the price paid for it, as a manager approves it: the item's amount, which
 * for the item an upgrade made is its whole new price (the sale's part and the difference paid
 * since). The item becomes Refunded, the money goes back as `type` says on today's takings, the
 * ordering system hears of it through the outbox after the push, and a receipt goes to the
 * address the sale or the upgrade recorded, through the mail outbox. One transaction under the
 * order's and the item's locks: of many refunds of one item at once, one is written.
 */
export async function refundItem(
  db: Db,
  itemId: number,
  body: RefundBody,
  ctx: CorrectionContext,
): Promise<{ answer: RefundAnswer; replayed: boolean }> {
  const approval = await managerApproval(db, body, ctx.pin, 'refund an item')
  return refundApproved(db, itemId, body.type, approval, ctx)
}

/**
 * The refund once a manager has approved it: a card terminal's refund checks the approval before
 * the card is refunded and records the refund when the terminal approves it.
 */
export async function refundApproved(
  db: Db,
  itemId: number,
  type: RefundBody['type'],
  approval: Approval,
  ctx: CorrectionContext,
): Promise<{ answer: RefundAnswer; replayed: boolean }> {
  const [found] = await db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.id, itemId),
        eq(orderItems.universityId, ctx.universityId),
        isNull(orderItems.deletedAt),
      ),
    )
  if (!found) throw new Refusal(404, ITEM_NOT_FOUND)
  const key = ctx.idempotencyKey
    ? {
        universityId: ctx.universityId,
        key: ctx.idempotencyKey,
        hash: correctionHash(['refund', itemId, type, approval.reason]),
        orderId: found.orderId,
      }
    : null
  const replay = async () => ({ answer: await answerOf(db, ctx, itemId), replayed: true })
  if (key && (await keyUsed(db, key))) return replay()
  try {
    const answer = await db.transaction((tx) =>
      writeRefund(tx, found.orderId, itemId, type, approval, ctx, key),
    )
    return { answer, replayed: false }
  } catch (error) {
    if (!(error instanceof KeyTaken) || !key) throw error
    await keyUsed(db, key)
    return replay()
  }
}

async function answerOf(db: Db | Tx, ctx: CorrectionContext, itemId: number) {
  const [row] = await db.select().from(orderItems).where(eq(orderItems.id, itemId))
  const order = row ? await readOrder(db, ctx.universityId, row.orderId) : null
  if (!row || !order) throw new Refusal(404, ITEM_NOT_FOUND)
  return { refunded: orderItemDto(row), order }
}

async function writeRefund(
  tx: Tx,
  orderId: number,
  itemId: number,
  payment: RefundBody['type'],
  { manager, reason }: Approval,
  ctx: CorrectionContext,
  key: CorrectionKey | null,
): Promise<RefundAnswer> {
  // The order's lock before the item's, the order every writer of an order's items takes.
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  const [row] = await tx.select().from(orderItems).where(eq(orderItems.id, itemId)).for('update')
  if (!order || !row) throw new Refusal(404, ITEM_NOT_FOUND)
  const item = orderItemDto(row)
  const refusal = refundRefusal(order, item)
  // The key first: a repeat that waited on the lock above finds the first one's key taken and
  // answers as it did, rather than finding its own correction done (409).
  if (key) await claimKey(tx, key)
  if (refusal) throw new Refusal(409, refusal)

  const now = new Date()
  await tx.insert(corrections).values({
    universityId: ctx.universityId,
    orderId,
    orderItemId: itemId,
    kind: 'refund',
    day: isoDay(now),
    amount: row.amount,
    payment,
    staffId: manager.id,
    recordedBy: ctx.staffId,
    kiosk: ctx.pin.kioskId,
    reason,
  })
  await tx
    .update(orderItems)
    .set({
      status: ITEM_REFUNDED,
      statusTs: now,
      updatedAt: now,
      rev: sql`${orderItems.rev} + 1`,
    })
    .where(eq(orderItems.id, itemId))
  await moveStock(tx, order.ceremonyId, [{ stockId: row.stockId, qty: row.qty }], 1)
  await tx.insert(outbox).values({
    universityId: ctx.universityId,
    orderId,
    orderItemId: itemId,
    kind: REFUND_KIND,
    nextAttemptAt: now,
  })
  await audit(tx, {
    universityId: ctx.universityId,
    staffId: ctx.staffId,
    action: 'order_item.refund',
    subject: `order_item:${itemId}`,
    details: { order_id: orderId, manager_id: manager.id, reason, amount: row.amount, payment },
  })
  const answer = await answerOf(tx, ctx, itemId)
  const to = receiptAddress(order.email, item.json.upgrade?.email)
  if (to) {
    await queueMail(
      tx,
      {
        universityId: ctx.universityId,
        orderId,
        orderItemId: itemId,
        kind: 'refund_receipt',
        staffId: ctx.staffId,
      },
      refundReceipt(
        answer.order,
        answer.refunded,
        toCents(row.amount),
        payment,
        ctx.universityName,
        to,
      ),
    )
  }
  return answer
}

/** The customer's own address: the sale's, else the one an upgrade of the item recorded. */
function receiptAddress(...candidates: (string | null | undefined)[]): string | null {
  for (const candidate of candidates) {
    const email = candidate?.trim() ?? ''
    if (!isPlaceholderEmail(email) && isValidEmail(email)) return email
  }
  return null
}
