import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import { sentMail } from '../db/schema'
import { audit } from './audit'
import { MailDeliveryError, type MailMessage, type Mailer } from './mailer'
import { backoff, deadline } from './retry'
import { backgroundWorker } from './worker'

export type MailRow = typeof sentMail.$inferSelect

/** Statuses of a sent_mail row: waiting, being sent, gone (over SMTP or to a file), given up. */
export type MailStatus = 'queued' | 'sending' | 'sent' | 'written' | 'failed'

/** A message written to the outbox whose first attempt is under way. */
export interface Started {
  id: number
  to: string
  outcome: Promise<MailStatus>
}

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
}

/** A lease longer than any attempt, so a row is never sent by two processes at once. */
const LEASE_MS = 60_000

/** What a row being sent may be taken for: queued and due, or a lease run out. */
function due(now: Date) {
  return or(
    and(eq(sentMail.status, 'queued'), lte(sentMail.nextAttemptAt, now)),
    and(
      eq(sentMail.status, 'sending'),
      or(isNull(sentMail.lockedUntil), lte(sentMail.lockedUntil, now)),
    ),
  )
}

const claimed = (row: MailRow) =>
  and(
    eq(sentMail.id, row.id),
    eq(sentMail.status, 'sending'),
    eq(sentMail.claimToken, row.claimToken ?? ''),
  )

export function createMailOutbox(options: MailOutboxOptions) {
  const { db, mailer, log } = options
  const retryBaseMs = options.retryBaseMs ?? 2000
  const maxDelayMs = Math.min(options.maxDelayMs ?? 60_000, 60_000)
  const attemptTimeoutMs = Math.min(options.attemptTimeoutMs ?? 10_000, 10_000)
  const pollMs = options.pollMs ?? 1000
  const parallel = options.parallel ?? 4
  let inFlight = 0
  const worker = backgroundWorker(() => tick(), pollMs, log, 'mail outbox run failed')
  const track = worker.track

  /**
   * Takes up to `limit` due rows for this process; SKIP LOCKED lets several processes claim at
   * once without waiting on, or taking, each other's rows.
   */
  async function claim(limit: number): Promise<MailRow[]> {
    const now = new Date()
    const candidates = db
      .select({ id: sentMail.id })
      .from(sentMail)
      .where(due(now))
      .orderBy(asc(sentMail.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true })
    return db
      .update(sentMail)
      .set({
        status: 'sending',
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        claimToken: randomUUID(),
      })
      .where(and(inArray(sentMail.id, candidates), due(now)))
      .returning()
  }

  /**
   * One delivery attempt of a claimed row; its outcome is written only while the claim holds. A
   * mail server's permanent refusal (a 5xx, such as an unknown mailbox) fails the row at once,
   * as would running past the give-up time; anything else is tried again after a back-off.
   */
  async function attempt(row: MailRow): Promise<MailStatus> {
    const attempts = row.attempts + 1
    const subject = row.orderId ? `order:${row.orderId}` : `mail:${row.id}`
    let sent: { messageId: string }
    try {
      sent = await deadline(
        mailer.send({
          to: row.to,
          subject: row.subject,
          html: row.html ?? '',
          text: row.text ?? '',
        }),
        attemptTimeoutMs,
        () => new Error(`The mail server did not answer within ${attemptTimeoutMs / 1000} s.`),
      )
    } catch (error) {
      return failed(row, attempts, subject, error)
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

  async function failed(
    row: MailRow,
    attempts: number,
    subject: string,
    error: unknown,
  ): Promise<MailStatus> {
    const text = error instanceof Error ? error.message : String(error)
    const permanent = error instanceof MailDeliveryError && error.permanent
    const givenUp = permanent || Date.now() - row.createdAt.getTime() >= options.giveUpMs
    await db
      .update(sentMail)
      .set({
        status: givenUp ? 'failed' : 'queued',
        attempts,
        error: text.slice(0, 1000),
        nextAttemptAt: new Date(Date.now() + backoff(attempts, retryBaseMs, maxDelayMs)),
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

  /** Claims due rows up to the free slots and sends them; each finished one frees its slot. */
  async function tick(): Promise<void> {
    const free = parallel - inFlight
    if (free <= 0) return
    inFlight += free
    let rows: MailRow[] = []
    try {
      rows = await claim(free)
    } finally {
      inFlight -= free - rows.length
    }
    for (const row of rows) {
      void track(
        attempt(row)
          .catch((error: unknown) => log.error({ err: error }, 'mail outbox attempt failed'))
          .finally(() => {
            inFlight--
          }),
      )
    }
  }

  return {
    /**
     * Writes a message to the outbox already claimed by this process and starts its first
     * attempt: left queued for a moment, another process's worker could take it first and the
     * kiosk would wait on that. The outcome is wrapped, so awaiting the row does not await it.
     */
    async send(
      entry: Pick<MailRow, 'universityId' | 'orderId' | 'orderItemId' | 'kind' | 'staffId'>,
      message: MailMessage,
    ): Promise<Started> {
      const [row] = await db
        .insert(sentMail)
        .values({
          universityId: entry.universityId,
          orderId: entry.orderId,
          orderItemId: entry.orderItemId,
          kind: entry.kind,
          staffId: entry.staffId,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          status: 'sending',
          lockedUntil: new Date(Date.now() + LEASE_MS),
          claimToken: randomUUID(),
        })
        .returning()
      return { id: row!.id, to: row!.to, outcome: track(attempt(row!)) }
    },
    /**
     * A copy of a message queued anew (a resend from the takings report), to a corrected address
     * if given; the original row keeps its history. Null when the university has no such message.
     */
    async resend(universityId: number, id: number, to?: string): Promise<Started | null> {
      const [row] = await db
        .select()
        .from(sentMail)
        .where(and(eq(sentMail.id, id), eq(sentMail.universityId, universityId)))
      if (!row) return null
      const { orderId, orderItemId, kind, staffId } = row
      return this.send(
        { universityId, orderId, orderItemId, kind, staffId },
        { to: to ?? row.to, subject: row.subject, html: row.html ?? '', text: row.text ?? '' },
      )
    },
    tick,
    start: worker.start,
    stop: worker.stop,
  }
}

export type MailOutbox = ReturnType<typeof createMailOutbox>
