import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { PushStatus } from '../../domain/contract/requests'
import { gesReference } from '../../domain/reference'
import type { Db } from '../db/client'
import { orders, outbox } from '../db/schema'
import { audit } from './audit'
import { GesError } from './gesError'
import { GesRefused, sendOrder } from './gesHttp'
import { ledgerPush, recordReference } from './gesLedger'
import { installationId } from './installation'
import {
  asClaimed,
  claim,
  claimDue,
  delivered,
  LEASE_MS,
  PUSH_KIND,
  type OutboxRow,
} from './outbox'
import { backoff, within } from './retry'
import { backgroundWorker } from './worker'

/** The kiosk's words for an order GES refused; GES's own message is in the outbox row. */
export const REFUSED =
  'The ordering system refused this order. Ask the office to check it in the ordering system.'

/** What the kiosk's push is told: the reference, or that the outbox has it and will send it. */
export type PushResult = { pushed: true; reference: string } | { queued: true }

export interface GesService {
  readonly mode: 'ledger' | 'http'
  /**
   * When the background worker first tries the push of an order saved now: after the grace
   * period, unless the kiosk has pushed it by then. A sale queues its push in its own
   * transaction (saleWrites), so no order is saved without one.
   */
  firstAttemptAt(): Date
  /**
   * Pushes an order, answering within `waitMs`: its reference when delivered, else queued (the
   * outbox goes on trying). Throws GesError when the order is missing or GES refused it.
   */
  push(universityId: number, orderId: number, staffId: number): Promise<PushResult>
  status(universityId: number, orderId: number): Promise<PushStatus>
  /** Starts the background delivery of queued pushes that are due (ledger and HTTP mode). */
  start(): void
  stop(): Promise<void>
}

export interface GesOptions {
  db: Db
  log: FastifyBaseLogger
  url: string | null
  token: string | null
  /** First retry delay; each later one doubles, up to maxDelayMs (at most 60 s), jittered. */
  retryBaseMs?: number
  maxDelayMs?: number
  pollMs?: number
  /** One HTTP attempt is abandoned after this. */
  timeoutMs?: number
  /** Pushes sent at once by the worker (GES_PARALLEL). */
  parallel?: number
  /** How long the kiosk's push waits for GES before it is told the push is queued. */
  waitMs?: number
  /**
   * How long a saved order waits for the kiosk's own push before the worker sends it. The kiosk
   * pushes at once when all goes well; the worker is for the kiosk that reloaded or timed out.
   */
  graceMs?: number
}

async function orderRow(db: Db, universityId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.universityId, universityId)))
  if (!row) throw new GesError('Order not found.', 404)
  return row
}

/** Thrown inside a transaction to undo it when the row was claimed anew meanwhile. */
class ClaimLost extends Error {}

export function createGes(options: GesOptions): GesService {
  const { db, log, url } = options
  const retryBaseMs = options.retryBaseMs ?? 1000
  const maxDelayMs = Math.min(options.maxDelayMs ?? 60_000, 60_000)
  const pollMs = options.pollMs ?? 1000
  const timeoutMs = options.timeoutMs ?? 8000
  const graceMs = options.graceMs ?? 120_000
  const parallel = options.parallel ?? 8
  const waitMs = options.waitMs ?? 2000
  const installation = installationId(db)
  // A request still running when its lease ends would race the process that takes the row next.
  if (timeoutMs * 3 > LEASE_MS) {
    throw new Error(
      `The GES timeout (${timeoutMs} ms) must stay below a third of the outbox lease (${LEASE_MS} ms).`,
    )
  }
  let inFlight = 0
  const worker = backgroundWorker(() => deliverDue(), pollMs, log, 'GES outbox run failed')
  const track = worker.track

  async function deliverOverHttp(claimed: OutboxRow, endpoint: string): Promise<string> {
    const { reference, lines } = await sendOrder(
      db,
      { url: endpoint, token: options.token, timeoutMs },
      claimed.orderId,
      `${await installation()}:${claimed.orderId}`,
    )
    try {
      await db.transaction(async (tx) => {
        // The order's lock first, then the outbox row's: the order the ledger takes them in.
        await recordReference(tx, claimed.orderId, reference, lines)
        const [mine] = await tx
          .update(outbox)
          .set(delivered())
          .where(asClaimed(claimed))
          .returning({ attempts: outbox.attempts })
        if (!mine) throw new ClaimLost()
        await audit(tx, {
          universityId: claimed.universityId,
          staffId: null,
          action: 'ges.push',
          subject: `order:${claimed.orderId}`,
          details: { reference, mode: 'http', attempts: mine.attempts },
        })
      })
    } catch (error) {
      if (!(error instanceof ClaimLost)) throw error
      // The ordering system has the order, and its idempotency key gives the process that now
      // holds the row the same reference; recording it is that process's business.
      log.warn({ orderId: claimed.orderId }, 'GES answered after the push was taken over')
    }
    return reference
  }

  /**
   * One attempt on a claimed row: delivered; refused by GES (parked as failed with its message);
   * or back to pending with a later, jittered retry.
   */
  async function attempt(claimed: OutboxRow): Promise<string> {
    try {
      return url
        ? await deliverOverHttp(claimed, url)
        : await db.transaction((tx) =>
            ledgerPush(tx, claimed.universityId, claimed.orderId, null, claimed),
          )
    } catch (error) {
      const attempts = claimed.attempts + 1
      const message = error instanceof Error ? error.message : String(error)
      const refused = error instanceof GesRefused
      const delay = backoff(attempts, retryBaseMs, maxDelayMs)
      await db
        .update(outbox)
        .set({
          status: refused ? 'failed' : 'pending',
          attempts,
          lastError: message.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + delay),
          lockedUntil: null,
          claimToken: null,
        })
        .where(asClaimed(claimed))
      if (refused) {
        await audit(db, {
          universityId: claimed.universityId,
          staffId: null,
          action: 'ges.refused',
          subject: `order:${claimed.orderId}`,
          details: { error: message.slice(0, 300), attempts },
        })
        throw new GesError(REFUSED, 422)
      }
      log.warn({ orderId: claimed.orderId, attempts, delay }, `GES push failed: ${message}`)
      throw new GesError('The ordering system did not take the order yet; it will be retried.')
    }
  }

  /** The reference once an order has one, polled for up to `ms`; null if it has none by then. */
  async function referenceWithin(universityId: number, orderId: number, ms: number) {
    const until = Date.now() + ms
    for (;;) {
      const reference = gesReference((await orderRow(db, universityId, orderId)).json)
      if (reference || Date.now() >= until) return reference
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  async function pushOverHttp(
    universityId: number,
    orderId: number,
    staffId: number,
  ): Promise<PushResult> {
    // The kiosk's answer is due waitMs after the request, whatever the steps before cost.
    const until = Date.now() + waitMs
    const row = await orderRow(db, universityId, orderId)
    const existing = gesReference(row.json)
    if (existing) return { pushed: true, reference: existing }
    // Orders saved before pushes were queued at the sale have no row. Such a row is born claimed
    // by this request: left pending for a moment, a background run (of this or another process)
    // could take it first and keep the kiosk waiting for its answer.
    const [created] = await db
      .insert(outbox)
      .values({
        universityId,
        orderId,
        kind: PUSH_KIND,
        status: 'sending',
        lockedUntil: new Date(Date.now() + LEASE_MS),
        claimToken: randomUUID(),
      })
      .onConflictDoNothing()
      .returning()
    await audit(db, { universityId, staffId, action: 'ges.queue', subject: `order:${orderId}` })
    // The kiosk does not wait out the grace period: it takes a queued row at once.
    const claimed = created ?? (await claim(db, orderId, true))
    if (!claimed) {
      const [entry] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, PUSH_KIND), eq(outbox.orderId, orderId)))
      if (entry?.status === 'failed') {
        throw new GesError(REFUSED, 422)
      }
      // Another process is sending this order right now; its answer is ours if it comes soon.
      const reference = await referenceWithin(universityId, orderId, until - Date.now())
      return reference ? { pushed: true, reference } : { queued: true }
    }
    // The attempt goes on after the kiosk is answered; the outbox row records how it ends.
    const sending = track(attempt(claimed)).then(
      (reference) => ({ pushed: true as const, reference }),
      (error: unknown) => {
        if (error instanceof GesError && error.status === 422) return error
        return { queued: true as const }
      },
    )
    const result = await within(sending, Math.max(0, until - Date.now()), {
      queued: true as const,
    })
    if (result instanceof GesError) throw result
    return result
  }

  /** Claims due rows up to the free slots and sends them; each finished one frees its slot. */
  async function deliverDue(): Promise<void> {
    const free = parallel - inFlight
    if (free <= 0) return
    inFlight += free
    let rows: OutboxRow[] = []
    try {
      rows = await claimDue(db, free, !url)
    } finally {
      inFlight -= free - rows.length
    }
    for (const row of rows) {
      void track(
        attempt(row)
          .catch(() => {})
          .finally(() => {
            inFlight--
          }),
      )
    }
  }

  return {
    mode: url ? 'http' : 'ledger',
    firstAttemptAt: () => new Date(Date.now() + graceMs),
    async push(universityId, orderId, staffId) {
      if (url) return pushOverHttp(universityId, orderId, staffId)
      const reference = await db.transaction((tx) =>
        ledgerPush(tx, universityId, orderId, staffId, null),
      )
      return { pushed: true, reference }
    },
    async status(universityId, orderId) {
      // The outbox row first: its delivery and the order's reference commit together, so an order
      // read after a 'delivered' row always carries the reference (the other way round, a
      // delivery between the reads answered 'delivered' with no reference).
      const [entry] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, PUSH_KIND), eq(outbox.orderId, orderId)))
      const reference = gesReference((await orderRow(db, universityId, orderId)).json)
      return {
        order_id: orderId,
        status: entry
          ? entry.status === 'sending'
            ? 'pending'
            : entry.status
          : reference
            ? 'delivered'
            : 'none',
        attempts: entry?.attempts ?? (reference ? 1 : 0),
        last_error: entry?.lastError ?? null,
        next_attempt_at:
          entry && entry.status !== 'delivered' ? entry.nextAttemptAt.toISOString() : null,
        reference,
      }
    },
    start: worker.start,
    stop: worker.stop,
  }
}
