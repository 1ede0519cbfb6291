import fp from 'fastify-plugin'
import { createMailOutbox, type MailOutbox } from '../services/mail/mailOutbox'
import type { MailOutboxOptions } from '../services/mail/mailSettings'

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox
  }
}

/**
 * The outbox's timings; tests shorten the retries to milliseconds, and the browser tests give the
 * kiosk's wait for the mail server the time a loaded machine needs.
 */
export type MailTimings = Partial<
  Pick<
    MailOutboxOptions,
    'retryBaseMs' | 'pollMs' | 'attemptTimeoutMs' | 'receiptWaitMs' | 'referenceWaitMs'
  >
>

/**
 * Receipts kept in sent_mail and delivered in the background with back-off, from the moment the
 * server is ready until it closes.
 */
export default fp<{ timings?: MailTimings }>(
  async (app, { timings }) => {
    const outbox = createMailOutbox({
      db: app.db,
      mailer: app.mailer,
      log: app.log,
      giveUpMs: app.config.mailGiveUpMs,
      ...timings,
    })
    app.decorate('mailOutbox', outbox)
    app.addHook('onReady', async () => outbox.start())
    app.addHook('onClose', () => outbox.stop())
  },
  { name: 'mail-outbox', dependencies: ['config', 'database', 'mailer'] },
)
