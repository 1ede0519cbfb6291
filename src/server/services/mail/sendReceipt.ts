import type { MailMessage } from './mailer'
import type { MailOutbox, Started } from './mailOutbox'
import { Refusal } from '../refusal'
import { within } from '../outbox/retry'

export interface ReceiptContext {
  outbox: MailOutbox
  universityId: number
  staffId: number
  kind: 'order_confirmation' | 'upgrade_confirmation'
  orderId: number
  orderItemId?: number
  /** The order has no reference yet: the receipt waits for its push (sendAfterPush). */
  awaitReference?: boolean
}

/** What the kiosk is told: gone, or safely queued (the outbox keeps trying). */
export type ReceiptAnswer = { sent: true; mail_id: number } | { queued: true; mail_id: number }

/**
 * Writes the receipt to the mail outbox and tries it at once (as soon as the order's push is
 * settled, for an order without its reference yet). The kiosk hears "sent" when the
 * mail server took it within the outbox's receiptWaitMs, else "queued": the attempt goes on, and
 * the outbox retries until it is delivered or given up. A mail server that refuses the address
 * for good is a 422 saying so. The mail server's own words never reach the kiosk (they are in
 * sent_mail.error and the log).
 */
export async function sendReceipt(
  ctx: ReceiptContext,
  message: MailMessage,
): Promise<ReceiptAnswer> {
  const send = ctx.awaitReference ? ctx.outbox.sendAfterPush : ctx.outbox.send
  const started = await send(
    {
      universityId: ctx.universityId,
      staffId: ctx.staffId,
      orderId: ctx.orderId,
      orderItemId: ctx.orderItemId ?? null,
      kind: ctx.kind,
    },
    message,
  )
  return answer(started, ctx.outbox.receiptWaitMs)
}

/** The kiosk's answer for a message whose first attempt has started. */
export async function answer(started: Started, waitMs: number): Promise<ReceiptAnswer> {
  const status = await within(started.outcome, waitMs, 'late' as const)
  if (status === 'failed') {
    throw Refusal.field(
      'email',
      `The mail server refused the address ${started.to}. Check the address and send the receipt again.`,
    )
  }
  return status === 'sent' || status === 'written'
    ? { sent: true, mail_id: started.id }
    : { queued: true, mail_id: started.id }
}
