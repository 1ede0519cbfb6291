import type { Tx } from '../../db/client'
import { sentMail } from '../../db/schema'
import type { MailMessage } from './mailer'
import type { MailRow } from './mailClaim'

/**
 * Writes a message to the mail outbox inside the caller's transaction, queued for the outbox's
 * worker: the notice exists exactly when the change it tells of was written, and never twice.
 */
export async function queueMail(
  tx: Tx,
  entry: Pick<MailRow, 'universityId' | 'orderId' | 'orderItemId' | 'kind' | 'staffId'>,
  message: MailMessage,
): Promise<number> {
  const [row] = await tx
    .insert(sentMail)
    .values({ ...entry, ...message, status: 'queued', nextAttemptAt: new Date() })
    .returning({ id: sentMail.id })
  return row!.id
}
