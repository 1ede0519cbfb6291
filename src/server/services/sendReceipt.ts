import type { Db } from '../db/client'
import { sentMail } from '../db/schema'
import { audit } from './audit'
import { MailDeliveryError, type MailMessage, type Mailer } from './mailer'

export interface ReceiptContext {
  db: Db
  mailer: Mailer
  universityId: number
  staffId: number
  kind: 'order_confirmation' | 'upgrade_confirmation'
  orderId: number
  orderItemId?: number
}

/** Sends one message and records it, delivered or not; a delivery failure is rethrown for a 502. */
export async function sendReceipt(ctx: ReceiptContext, message: MailMessage): Promise<void> {
  const base = {
    universityId: ctx.universityId,
    orderId: ctx.orderId,
    orderItemId: ctx.orderItemId ?? null,
    kind: ctx.kind,
    to: message.to,
    subject: message.subject,
  }
  try {
    const { messageId } = await ctx.mailer.send(message)
    const status = ctx.mailer.transport === 'smtp' ? 'sent' : 'written'
    await ctx.db.insert(sentMail).values({ ...base, status, messageId })
    await audit(ctx.db, {
      universityId: ctx.universityId,
      staffId: ctx.staffId,
      action: `mail.${ctx.kind}`,
      subject: `order:${ctx.orderId}`,
      details: { to: message.to, status },
    })
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    await ctx.db.insert(sentMail).values({ ...base, status: 'failed', error: text })
    await audit(ctx.db, {
      universityId: ctx.universityId,
      staffId: ctx.staffId,
      action: `mail.${ctx.kind}.failed`,
      subject: `order:${ctx.orderId}`,
      details: { to: message.to, error: text },
    })
    throw error instanceof MailDeliveryError
      ? error
      : new MailDeliveryError(`The message could not be sent: ${text}`)
  }
}
