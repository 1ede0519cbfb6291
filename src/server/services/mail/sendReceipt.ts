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

/**
 * What the kiosk is told: gone, or safely queued (the outbox keeps trying), waiting for the mail
 * server or for the order's reference.
 */
export type ReceiptAnswer =
  { sent: true; mail_id: number } | { queued: true; mail_id: number; waiting_for?: 'reference' }

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
  if (status === 'sent' || status === 'written') return { sent: true, mail_id: started.id }
  // Not taken for the mail server yet: what holds it is the ordering system's reference.
  if (started.awaitsReference?.())
    return { queued: true, mail_id: started.id, waiting_for: 'reference' }
  return { queued: true, mail_id: started.id }
}
