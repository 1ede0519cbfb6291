import { sentMail } from '../../db/schema'
import { audit } from '../audit'
import { claimed, type MailRow, type MailStatus } from './mailClaim'
import { MailDeliveryError } from './mailer'
import type { MailSettings } from './mailSettings'
import { backoff } from '../outbox/retry'

/**
 * Records a failed attempt: a mail server's permanent refusal (a 5xx, such as an unknown
 * mailbox) or running past the give-up time fails the row; anything else queues it again after
 * a back-off.
 */
export async function failed(
  settings: MailSettings,
  row: MailRow,
  attempts: number,
  subject: string,
  error: unknown,
): Promise<MailStatus> {
  const { db, log } = settings
  const text = error instanceof Error ? error.message : String(error)
  const permanent = error instanceof MailDeliveryError && error.permanent
  const givenUp = permanent || Date.now() - row.createdAt.getTime() >= settings.giveUpMs
  await db
    .update(sentMail)
    .set({
      status: givenUp ? 'failed' : 'queued',
      attempts,
      error: text.slice(0, 1000),
      nextAttemptAt: new Date(
        Date.now() + backoff(attempts, settings.retryBaseMs, settings.maxDelayMs),
      ),
      lockedUntil: null,
      claimToken: null,
    })
    .where(claimed(row))
  if (givenUp || attempts === 1) {
    await audit(db, {
      universityId: row.universityId,
      staffId: row.staffId,
      action: givenUp ? `mail.${row.kind}.failed` : `mail.${row.kind}.queued`,
      subject,
      details: { to: row.to, error: text.slice(0, 300), attempts, mail_id: row.id },
    })
  }
  log.warn({ mailId: row.id, attempts, givenUp }, `mail delivery failed: ${text}`)
  return givenUp ? 'failed' : 'queued'
}
