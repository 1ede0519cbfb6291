import { sentMail } from '../../db/schema'
import { audit } from '../audit'
import { claimed, type MailRow, type MailStatus } from './mailClaim'
import { failed } from './mailFailed'
import type { MailSettings } from './mailSettings'
import { deadline } from '../outbox/retry'
import { renderAgain } from './receiptRender'
import type { MailMessage } from './mailer'

/**
 * The message a claimed row sends: a receipt that waited for its order's push is rendered anew
 * with the reference and kept so, so a retry sends the same words.
 */
async function messageOf(settings: MailSettings, row: MailRow): Promise<MailMessage> {
  const written = { to: row.to, subject: row.subject, html: row.html ?? '', text: row.text ?? '' }
  if (!row.awaitsPushUntil) return written
  try {
    const fresh = await renderAgain(settings.db, row)
    if (!fresh) return written
    await settings.db
      .update(sentMail)
      .set({ subject: fresh.subject, html: fresh.html, text: fresh.text, awaitsPushUntil: null })
      .where(claimed(row))
    return { ...fresh, to: row.to }
  } catch (error) {
    // The receipt as written (reference "to follow") is better than none.
    settings.log.warn({ err: error, mailId: row.id }, 'could not render a receipt anew')
    return written
  }
}

/** One delivery attempt of a claimed row; its outcome is written only while the claim holds. */
export async function attempt(settings: MailSettings, row: MailRow): Promise<MailStatus> {
  const { db, mailer, log, attemptTimeoutMs } = settings
  const attempts = row.attempts + 1
  const subject = row.orderId ? `order:${row.orderId}` : `mail:${row.id}`
  let sent: { messageId: string }
  try {
    sent = await deadline(
      mailer.send(await messageOf(settings, row)),
      attemptTimeoutMs,
      () => new Error(`The mail server did not answer within ${attemptTimeoutMs / 1000} s.`),
    )
  } catch (error) {
    return failed(settings, row, attempts, subject, error)
  }
  const status = mailer.transport === 'smtp' ? 'sent' : 'written'
  // The mail server has the message: failing to record that is logged, never a failure, which
  // would send the receipt twice.
  try {
    await db
      .update(sentMail)
      .set({
        status,
        attempts,
        messageId: sent.messageId,
        error: null,
        sentAt: new Date(),
        lockedUntil: null,
        claimToken: null,
      })
      .where(claimed(row))
    await audit(db, {
      universityId: row.universityId,
      staffId: row.staffId,
      action: `mail.${row.kind}`,
      subject,
      details: { to: row.to, status, attempts, mail_id: row.id },
    })
  } catch (error) {
    log.error({ err: error, mailId: row.id }, 'could not record a receipt delivery')
  }
  return status
}
