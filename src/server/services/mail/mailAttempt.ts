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

/**
 * How long recording a delivery is retried: through a database restart (seconds), well inside the
 * claim's 60 s lease, so no other process takes the row and sends it again meanwhile.
 */
const RECORD_FOR_MS = 30_000
const RECORD_EVERY_MS = 1000

/**
 * One delivery attempt of a claimed row; its outcome is written only while the claim holds. The
 * answer waits for the delivery's record; if the database cannot take it, the answer is given
 * (the mail server has the message) and recording goes on under `keep`.
 */
export async function attempt(
  settings: MailSettings,
  row: MailRow,
  keep: (recording: Promise<void>) => void,
): Promise<MailStatus> {
  const { mailer, attemptTimeoutMs } = settings
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
  const done: Delivery = { status, attempts, messageId: sent.messageId, subject }
  try {
    await record(settings, row, done)
  } catch (error) {
    settings.log.warn({ err: error, mailId: row.id }, 'recording a delivery failed, retrying')
    keep(recordLater(settings, row, done))
  }
  return status
}

type Delivery = { status: MailStatus; attempts: number; messageId: string; subject: string }

/** The delivery's record and its audit line, together. */
async function record(settings: MailSettings, row: MailRow, done: Delivery) {
  await settings.db.transaction(async (tx) => {
    await tx
      .update(sentMail)
      .set({
        status: done.status,
        attempts: done.attempts,
        messageId: done.messageId,
        error: null,
        sentAt: new Date(),
        lockedUntil: null,
        claimToken: null,
      })
      .where(claimed(row))
    await audit(tx, {
      universityId: row.universityId,
      staffId: row.staffId,
      action: `mail.${row.kind}`,
      subject: done.subject,
      details: { to: row.to, status: done.status, attempts: done.attempts, mail_id: row.id },
    })
  })
}

/**
 * The mail server has the message: failing to record that is retried, then logged, never a
 * failure, which would send the receipt again. Unrecorded, the row keeps its claim until the lease
 * runs out and is then sent again: a receipt twice, which retrying through a database restart spares.
 */
async function recordLater(settings: MailSettings, row: MailRow, done: Delivery): Promise<void> {
  const until = Date.now() + RECORD_FOR_MS
  for (let tries = 2; ; tries++) {
    await new Promise((resolve) => setTimeout(resolve, RECORD_EVERY_MS))
    try {
      await record(settings, row, done)
      return
    } catch (error) {
      if (Date.now() + RECORD_EVERY_MS >= until) {
        settings.log.error({ err: error, mailId: row.id, tries }, 'could not record a delivery')
        return
      }
    }
  }
}
