import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { isPlaceholderEmail } from '../../../domain/sale/customer'
import { MESSAGES } from '../../../domain/messages'
import { isValidEmail } from '../../../domain/validation'
import type { Db } from '../../db/client'
import { orderItems, orders } from '../../db/schema'
import type { MailOutbox } from './mailOutbox'
import { readOrder } from '../orders/orderReader'
import { orderConfirmation, upgradeConfirmation } from './receipts'
import { Refusal } from '../refusal'
import { answer, sendReceipt, type ReceiptAnswer } from './sendReceipt'
import { orderItemDto } from '../dto/orderItemDto'
import { postedStocks } from '../catalogue/postedStocks'
import { gesReference } from '../../../domain/reference'

/** Who sends a confirmation, and with what. */
export interface ConfirmationContext {
  db: Db
  outbox: MailOutbox
  log: FastifyBaseLogger
  universityId: number
  universityName: string
  staffId: number
  /** Sends an order to the ordering system, as the kiosk's push does (app.ges.push). */
  push?: (universityId: number, orderId: number, staffId: number) => Promise<unknown>
}

/**
 * The kiosk asks for the receipt before its confirmation screen pushes the order: the push starts
 * now instead, so the receipt, which waits for it, can carry the reference within the kiosk's
 * wait. The kiosk's own push a moment later finds it done or under way.
 */
function pushNow(ctx: ConfirmationContext, orderId: number) {
  ctx
    .push?.(ctx.universityId, orderId, ctx.staffId)
    .catch((error: unknown) =>
      ctx.log.warn({ err: error, orderId }, 'could not push the order before its receipt'),
    )
}

/** Emails an order's confirmation (receipt) to the address the kiosk typed. */
export async function emailOrderConfirmation(
  ctx: ConfirmationContext,
  orderId: number,
  typed: string,
): Promise<ReceiptAnswer> {
  const { db, universityId } = ctx
  const email = typed.trim()
  if (!email) throw Refusal.field('email', MESSAGES.emailEmpty)
  if (!isValidEmail(email)) throw Refusal.field('email', MESSAGES.emailInvalid)
  const order = await readOrder(db, universityId, orderId)
  if (!order) throw new Refusal(404, MESSAGES.orderIdMissing)
  const awaitReference = !gesReference(order.json)
  if (awaitReference) pushNow(ctx, orderId)
  const sent = await sendReceipt(
    { ...ctx, kind: 'order_confirmation', orderId, awaitReference },
    orderConfirmation(
      order,
      ctx.universityName,
      email,
      await postedStocks(db, universityId, order),
    ),
  )
  if (isPlaceholderEmail(order.email)) {
    // An express sale learns its customer's address when the receipt is sent. The mail is in
    // the outbox by now, so failing to note the address must not tell the kiosk otherwise.
    await db
      .update(orders)
      .set({ email, updatedAt: new Date() })
      .where(eq(orders.id, orderId))
      .catch((error: unknown) =>
        ctx.log.warn({ err: error, orderId }, 'could not record the receipt address'),
      )
  }
  return sent
}

/** Emails the upgrade confirmation of an upgraded item to the address recorded with it. */
export async function emailUpgradeConfirmation(
  ctx: ConfirmationContext,
  itemId: number,
): Promise<ReceiptAnswer> {
  const { db, universityId } = ctx
  const [row] = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.universityId, universityId)))
  if (!row) throw new Refusal(404, 'Order item not found.')
  const item = orderItemDto(row)
  if (!item.json.upgraded_from) throw new Refusal(422, 'This item is not the result of an upgrade.')
  const order = await readOrder(db, universityId, row.orderId)
  if (!order) throw new Refusal(404, MESSAGES.orderIdMissing)
  const recorded = item.json.upgrade?.email
  const to = recorded || (isPlaceholderEmail(order.email) ? null : order.email)
  if (!to) throw Refusal.field('email', 'No email address is recorded for this upgrade.')
  return sendReceipt(
    {
      ...ctx,
      kind: 'upgrade_confirmation',
      orderId: order.id,
      orderItemId: item.id,
      awaitReference: !gesReference(order.json),
    },
    upgradeConfirmation(
      order,
      item,
      ctx.universityName,
      to,
      await postedStocks(db, universityId, order),
    ),
  )
}

/** Sends a receipt of the university again, to a corrected address when one is typed. */
export async function resendReceipt(
  ctx: ConfirmationContext,
  mailId: number,
  typed: string | undefined,
): Promise<ReceiptAnswer> {
  const email = typed?.trim() || undefined
  if (email && !isValidEmail(email)) throw Refusal.field('email', MESSAGES.emailInvalid)
  const copy = await ctx.outbox.resend(ctx.universityId, mailId, email)
  if (!copy) throw new Refusal(404, 'There is no such receipt to send again.')
  return answer(copy, ctx.outbox.receiptWaitMs)
}
