import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import { sentMail } from '../db/schema'
import { audit } from './audit'
import { MailDeliveryError, type MailMessage, type Mailer } from './mailer'

export interface ReceiptContext {
  db: Db
  mailer: Mailer
  log: FastifyBaseLogger
  universityId: number
  staffId: number
  kind: 'order_confirmation' | 'upgrade_confirmation'
  orderId: number
  orderItemId?: number
}

/**
 * Sends one message and records it, delivered or not. Only the mailer's own failure is a failed
 * delivery (recorded, and rethrown for a 502). Once the mail server has accepted the message it
 * is on its way: failing to record that is logged, never reported as a failure, which would have
 * staff send the receipt a second time.
 */
export async function sendReceipt(ctx: ReceiptContext, message: MailMessage): Promise<void> {
  const base = {
    universityId: ctx.universityId,
    orderId: ctx.orderId,
    orderItemId: ctx.orderItemId ?? null,
    kind: ctx.kind,
    to: message.to,
    subject: message.subject,
  }
  let sent: { messageId: string }
  try {
    sent = await ctx.mailer.send(message)
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    await record(ctx, async () => {
      await ctx.db.insert(sentMail).values({ ...base, status: 'failed', error: text })
      await audit(ctx.db, {
        universityId: ctx.universityId,
        staffId: ctx.staffId,
        action: `mail.${ctx.kind}.failed`,
        subject: `order:${ctx.orderId}`,
        details: { to: message.to, error: text },
      })
    })
    throw error instanceof MailDeliveryError
      ? error
      : new MailDeliveryError(`The message could not be sent: ${text}`)
  }
  const status = ctx.mailer.transport === 'smtp' ? 'sent' : 'written'
  await record(ctx, async () => {
    await ctx.db.insert(sentMail).values({ ...base, status, messageId: sent.messageId })
    await audit(ctx.db, {
      universityId: ctx.universityId,
      staffId: ctx.staffId,
      action: `mail.${ctx.kind}`,
      subject: `order:${ctx.orderId}`,
      details: { to: message.to, status },
    })
  })
}

/** Writes the record of a delivery; a failure to write it must not change what the kiosk is told. */
async function record(ctx: ReceiptContext, write: () => Promise<void>) {
  try {
    await write()
  } catch (error) {
    ctx.log.error(
      { err: error, orderId: ctx.orderId, kind: ctx.kind },
      'could not record a receipt delivery',
    )
  }
}
