import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import type { VoidBody } from '../../../domain/contract/corrections'
import {
  ITEM_REFUNDED,
  ITEM_VOID,
  ORDER_VOID,
  paymentOfOrder,
  voidRefusal,
} from '../../../domain/corrections/corrections'
import { isoDay } from '../../../domain/dates'
import { isPlaceholderEmail } from '../../../domain/sale/customer'
import { toCents } from '../../../domain/sale/money'
import { isValidEmail } from '../../../domain/validation'
import type { Db, Tx } from '../../db/client'
import { corrections, orderItems, orders, outbox } from '../../db/schema'
import { audit } from '../audit'
import { orderItemDto } from '../dto/orderItemDto'
import { voidNotice } from '../mail/correctionNotices'
import { queueMail } from '../mail/queueMail'
import { readOrder } from '../orders/orderReader'
import { CANCEL_KIND } from '../outbox/outbox'
import { Refusal } from '../refusal'
import { moveStock } from '../stock/onHand'
import { managerApproval, type Approval } from './approval'
import type { CorrectionContext } from './correctionContext'
import { claimKey, correctionHash, keyUsed, KeyTaken, type CorrectionKey } from './correctionKeys'

export const ORDER_NOT_FOUND = 'Order not found.'

/**
 * Voids a sale of today as a manager approves it: the order and its items become Void, the money
 * goes back as it was paid (a correction row of today, its own line in the takings), the
 * ordering system is told through the outbox after the push, and a customer who had a receipt
 * gets a notice through the mail outbox. All of it is one transaction under the order's lock, so
 * of many voids at once one is written and the others find the sale void (409).
 */
export async function voidOrder(
  db: Db,
  orderId: number,
  body: VoidBody,
  ctx: CorrectionContext,
): Promise<{ order: Order; replayed: boolean }> {
  const approval = await managerApproval(db, body, ctx.pin, 'void a sale')
  const key = ctx.idempotencyKey
    ? {
        universityId: ctx.universityId,
        key: ctx.idempotencyKey,
        hash: correctionHash(['void', orderId, approval.reason]),
        orderId,
      }
    : null
  const replay = async () => {
    const order = await readOrder(db, ctx.universityId, orderId)
    if (!order) throw new Refusal(404, ORDER_NOT_FOUND)
    return { order, replayed: true }
  }
  if (key && (await keyUsed(db, key))) return replay()
  try {
    const order = await db.transaction((tx) => writeVoid(tx, orderId, approval, ctx, key))
    return { order, replayed: false }
  } catch (error) {
    if (!(error instanceof KeyTaken) || !key) throw error
    await keyUsed(db, key)
    return replay()
  }
}

async function writeVoid(
  tx: Tx,
  orderId: number,
  { manager, reason }: Approval,
  ctx: CorrectionContext,
  key: CorrectionKey | null,
): Promise<Order> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.universityId, ctx.universityId),
        isNull(orders.deletedAt),
      ),
    )
    .for('update')
  if (!order) throw new Refusal(404, ORDER_NOT_FOUND)
  const items = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.deletedAt)))
    .for('update')
  const refusal = voidRefusal(
    { is_pos_order: order.isPosOrder, date: order.date, status: order.status },
    items.map(orderItemDto),
    isoDay(),
  )
  // The key first: a repeat that waited on the lock above finds the first one's key taken and
  // answers as it did, rather than finding its own correction done (409).
  if (key) await claimKey(tx, key)
  if (refusal) throw new Refusal(409, refusal)

  const now = new Date()
  const payment = paymentOfOrder(order.type)
  await tx.insert(corrections).values({
    universityId: ctx.universityId,
    orderId,
    kind: 'void',
    day: isoDay(now),
    amount: order.amount,
    payment,
    staffId: manager.id,
    recordedBy: ctx.staffId,
    kiosk: ctx.pin.kioskId,
    reason,
  })
  await tx
    .update(orders)
    .set({ status: ORDER_VOID, statusTs: now, updatedAt: now })
    .where(eq(orders.id, orderId))
  // What is still out with the customer goes back on the shelf: a refunded item went back when
  // it was refunded, and an upgraded one when it was swapped.
  const stillOut = items.filter((i) => i.status !== ITEM_REFUNDED && !i.json['upgraded'])
  await moveStock(
    tx,
    order.ceremonyId,
    stillOut.map((i) => ({ stockId: i.stockId, qty: i.qty })),
    1,
  )
  await tx
    .update(orderItems)
    .set({ status: ITEM_VOID, statusTs: now, updatedAt: now, rev: sql`${orderItems.rev} + 1` })
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.deletedAt)))
  await tx
    .insert(outbox)
    .values({ universityId: ctx.universityId, orderId, kind: CANCEL_KIND, nextAttemptAt: now })
  await audit(tx, {
    universityId: ctx.universityId,
    staffId: ctx.staffId,
    action: 'order.void',
    subject: `order:${orderId}`,
    details: { manager_id: manager.id, reason, amount: order.amount, payment },
  })
  const voided = (await readOrder(tx, ctx.universityId, orderId))!
  const email = order.email?.trim() ?? ''
  if (!isPlaceholderEmail(email) && isValidEmail(email)) {
    await queueMail(
      tx,
      {
        universityId: ctx.universityId,
        orderId,
        orderItemId: null,
        kind: 'void_notice',
        staffId: ctx.staffId,
      },
      voidNotice(voided, toCents(order.amount), payment, ctx.universityName, email),
    )
  }
  return voided
}
