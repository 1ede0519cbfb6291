import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { Mailer } from './mailer'

export interface MailOutboxOptions {
  db: Db
  mailer: Mailer
  log: FastifyBaseLogger
  /** Give up on a message this long after it was queued (MAIL_GIVE_UP_HOURS). */
  giveUpMs: number
  retryBaseMs?: number
  maxDelayMs?: number
  /** One attempt is abandoned after this; the mailer's own timeouts sit below it. */
  attemptTimeoutMs?: number
  pollMs?: number
  parallel?: number
  /** How long a kiosk waits for the mail server before it is told its receipt is queued. */
  receiptWaitMs?: number
  /**
   * How long a receipt asked for before its order reached the ordering system waits for the
   * reference before it goes with "to follow" (docs/decisions/0026-receipt-reference.md).
   */
  referenceWaitMs?: number
  /** How often the kiosk's request looks whether its waiting receipt may go. */
  referencePollMs?: number
}

/** The options with every default filled in. */
export type MailSettings = Required<MailOutboxOptions>

export function mailSettings(options: MailOutboxOptions): MailSettings {
  return {
    ...options,
    retryBaseMs: options.retryBaseMs ?? 2000,
    maxDelayMs: Math.min(options.maxDelayMs ?? 60_000, 60_000),
    attemptTimeoutMs: Math.min(options.attemptTimeoutMs ?? 10_000, 10_000),
    pollMs: options.pollMs ?? 1000,
    parallel: options.parallel ?? 4,
    receiptWaitMs: options.receiptWaitMs ?? 2000,
    referenceWaitMs: options.referenceWaitMs ?? 120_000,
    referencePollMs: options.referencePollMs ?? 100,
  }
}
