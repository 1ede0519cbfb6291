import { and, eq } from 'drizzle-orm'
import type { DeliveryResend, ResendAnswer } from '../../../../domain/contract/backOfficeDelivery'
import { MESSAGES } from '../../../../domain/messages'
import { isValidEmail } from '../../../../domain/validation'
import type { Db } from '../../../db/client'
import { orders, sentMail } from '../../../db/schema'
import { audit } from '../../audit'
import { queueMail } from '../../mail/queueMail'
import { Refusal } from '../../refusal'
import type { Actor } from '../ceremonies'

/**
 * Queues a copy of a receipt to a corrected address, in one transaction with its audit line and,
 * only when the manager asks, the order's own address: the receipt may rightly go to someone
 * else (a parent paying), so a resend alone never rewrites the customer's record. A copy still
 * waiting in the outbox is given up in favour of the new one, so the customer gets one receipt.
 */
export async function resendToAddress(
  db: Db,
  actor: Actor,
  id: number,
  input: DeliveryResend,
): Promise<ResendAnswer> {
  const email = input.email.trim()
  if (!email) throw Refusal.field('email', MESSAGES.emailEmpty)
  if (!isValidEmail(email)) throw Refusal.field('email', MESSAGES.emailInvalid)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sentMail)
      .where(and(eq(sentMail.id, id), eq(sentMail.universityId, actor.universityId)))
      .for('update')
    if (!row) throw new Refusal(404, 'There is no such receipt.')
    if (row.status === 'sending') {
      throw new Refusal(409, 'This receipt is being sent right now; wait a minute and look again.')
    }
    if (row.status === 'queued') {
      await tx
        .update(sentMail)
        .set({ status: 'failed', error: `Replaced by a copy sent to ${email}.` })
        .where(eq(sentMail.id, id))
    }
    const newId = await queueMail(
      tx,
      {
        universityId: actor.universityId,
        orderId: row.orderId,
        orderItemId: row.orderItemId,
        kind: row.kind,
        staffId: actor.staffId,
      },
      { to: email, subject: row.subject, html: row.html ?? '', text: row.text ?? '' },
    )
    let corrected = false
    if (input.correct_order && row.orderId !== null) {
      const changed = await tx
        .update(orders)
        .set({ email, updatedAt: new Date() })
        .where(and(eq(orders.id, row.orderId), eq(orders.universityId, actor.universityId)))
        .returning({ id: orders.id })
      corrected = changed.length > 0
    }
    await audit(tx, {
      ...actor,
      action: 'mail.resend',
      subject: row.orderId ? `order:${row.orderId}` : `mail:${id}`,
      details: {
        mail_id: id,
        new_mail_id: newId,
        from: row.to,
        to: email,
        order_corrected: corrected,
      },
    })
    return { mail_id: newId, to: email, order_corrected: corrected }
  })
}
