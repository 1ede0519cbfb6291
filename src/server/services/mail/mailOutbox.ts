import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { sentMail } from '../../db/schema'
import { attempt } from './mailAttempt'
import { claim, claimOne, LEASE_MS, type MailRow, type MailStatus } from './mailClaim'
import type { MailMessage } from './mailer'
import { mailSettings, type MailOutboxOptions } from './mailSettings'
import { backgroundWorker } from '../outbox/worker'

/** A message written to the outbox whose first attempt is under way. */
export interface Started {
  id: number
  to: string
  outcome: Promise<MailStatus>
  /** Still waiting for its order's push, not yet taken for the mail server. */
  awaitsReference?: () => boolean
}

const FINAL = ['sent', 'written', 'failed']

export function createMailOutbox(options: MailOutboxOptions) {
  const settings = mailSettings(options)
  const { db, log, parallel } = settings
  let inFlight = 0
  const worker = backgroundWorker(() => tick(), settings.pollMs, log, 'mail outbox run failed')
  const track = worker.track
  // A delivery's recording outlives its attempt's answer; stopping waits for it too.
  const keep = (recording: Promise<void>) => void track(recording)

  /** Claims due rows up to the free slots and sends them; each finished one frees its slot. */
  async function tick(): Promise<void> {
    const free = parallel - inFlight
    if (free <= 0) return
    inFlight += free
    let rows: MailRow[] = []
    try {
      rows = await claim(db, free)
    } finally {
      inFlight -= free - rows.length
    }
    for (const row of rows) {
      void track(
        attempt(settings, row, keep)
          .catch((error: unknown) => log.error({ err: error }, 'mail outbox attempt failed'))
          .finally(() => {
            inFlight--
          }),
      )
    }
  }

  /**
   * Takes the waiting row as soon as it may go, for as long as the kiosk waits: sent by this
   * process, or by another one's worker, or still waiting ('queued').
   */
  async function firstAttempt(id: number, since: number, taken: () => void): Promise<MailStatus> {
    while (Date.now() - since < settings.receiptWaitMs) {
      const row = await claimOne(db, id)
      if (row) {
        taken()
        return attempt(settings, row, keep)
      }
      const [seen] = await db
        .select({ status: sentMail.status })
        .from(sentMail)
        .where(eq(sentMail.id, id))
      if (seen && FINAL.includes(seen.status)) return seen.status as MailStatus
      // Another process's worker took it for the mail server.
      if (seen?.status === 'sending') taken()
      await new Promise((resolve) => setTimeout(resolve, settings.referencePollMs))
    }
    return 'queued'
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
      return { id: row!.id, to: row!.to, outcome: track(attempt(settings, row!, keep)) }
    },
    /**
     * Writes a receipt to the outbox to wait for its order's push, and sends it as soon as the
     * push is settled, rendered with the reference, if that happens while the kiosk is still
     * waiting for its answer; else it stays queued for the workers, which send it once the push
     * is settled or referenceWaitMs have passed. The outcome is 'queued' when it did not go.
     */
    async sendAfterPush(
      entry: Pick<MailRow, 'universityId' | 'orderId' | 'orderItemId' | 'kind' | 'staffId'>,
      message: MailMessage,
    ): Promise<Started> {
      const now = Date.now()
      const [row] = await db
        .insert(sentMail)
        .values({
          ...entry,
          ...message,
          status: 'queued',
          nextAttemptAt: new Date(now),
          awaitsPushUntil: new Date(now + settings.referenceWaitMs),
        })
        .returning()
      let waiting = true
      const outcome = track(firstAttempt(row!.id, now, () => (waiting = false)))
      return { id: row!.id, to: row!.to, outcome, awaitsReference: () => waiting }
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
    receiptWaitMs: settings.receiptWaitMs,
    tick,
    start: worker.start,
    stop: worker.stop,
  }
}

export type MailOutbox = ReturnType<typeof createMailOutbox>
