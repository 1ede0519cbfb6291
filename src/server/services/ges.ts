import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { PushStatus } from '../../domain/contract/requests'
import { gesReference } from '../../domain/reference'
import type { Db, Tx } from '../db/client'
import { orders, outbox } from '../db/schema'
import { audit } from './audit'
import { GesError } from './gesError'
import { sendOrder } from './gesHttp'
import { ledgerPush, recordReference } from './gesLedger'
import {
  asClaimed,
  claim,
  claimable,
  delivered,
  LEASE_MS,
  PUSH_KIND,
  type OutboxRow,
} from './outbox'

export interface GesService {
  readonly mode: 'ledger' | 'http'
  /**
   * Queues the push of a new order inside the sale's transaction, so no order is saved without
   * one: the background worker sends it once the grace period has passed, unless the kiosk has
   * pushed it by then.
   */
  queue(tx: Tx, universityId: number, orderId: number): Promise<void>
  /** Pushes an order and answers its reference number; throws GesError when it cannot. */
  push(universityId: number, orderId: number, staffId: number): Promise<string>
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
  /** First retry delay; each later one doubles, up to maxDelayMs. */
  retryBaseMs?: number
  maxDelayMs?: number
  pollMs?: number
  timeoutMs?: number
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
  const maxDelayMs = options.maxDelayMs ?? 300_000
  const pollMs = options.pollMs ?? 1000
  const timeoutMs = options.timeoutMs ?? 10_000
  const graceMs = options.graceMs ?? 120_000
  // A request still running when its lease ends would race the process that takes the row next.
  if (timeoutMs * 3 > LEASE_MS) {
    throw new Error(
      `The GES timeout (${timeoutMs} ms) must stay below a third of the outbox lease (${LEASE_MS} ms).`,
    )
  }
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> | null = null

  async function deliverOverHttp(claimed: OutboxRow, endpoint: string): Promise<string> {
    const { reference, lines } = await sendOrder(
      db,
      { url: endpoint, token: options.token, timeoutMs },
      claimed.orderId,
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

  /** One attempt on a claimed row: delivered, or back to pending with a later retry. */
  async function attempt(claimed: OutboxRow): Promise<string> {
    try {
      return url
        ? await deliverOverHttp(claimed, url)
        : await db.transaction((tx) =>
            ledgerPush(tx, claimed.universityId, claimed.orderId, null, claimed),
          )
    } catch (error) {
      const attempts = claimed.attempts + 1
      const delay = Math.min(retryBaseMs * 2 ** (attempts - 1), maxDelayMs)
      const message = error instanceof Error ? error.message : String(error)
      await db
        .update(outbox)
        .set({
          status: 'pending',
          attempts,
          lastError: message,
          nextAttemptAt: new Date(Date.now() + delay),
          lockedUntil: null,
          claimToken: null,
        })
        .where(asClaimed(claimed))
      log.warn({ orderId: claimed.orderId, attempts, delay }, `GES push failed: ${message}`)
      throw new GesError(`Failed to push order to GES: ${message}`)
    }
  }

  async function pushOverHttp(
    universityId: number,
    orderId: number,
    staffId: number,
  ): Promise<string> {
    const row = await orderRow(db, universityId, orderId)
    const existing = gesReference(row.json)
    if (existing) return existing
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
    if (claimed) return attempt(claimed)
    // Another process is sending this order right now; its answer is ours.
    const deadline = Date.now() + timeoutMs + 2000
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const current = await orderRow(db, universityId, orderId)
      const reference = gesReference(current.json)
      if (reference) return reference
    }
    throw new GesError(
      'Failed to push order to GES: the order is still being sent; it will be retried.',
    )
  }

  async function deliverDue() {
    const due = await db
      .select({ orderId: outbox.orderId })
      .from(outbox)
      .where(claimable(new Date(), false, !url))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(20)
    for (const { orderId } of due) {
      const claimed = await claim(db, orderId, false, !url)
      if (claimed) await attempt(claimed).catch(() => {})
    }
  }

  return {
    mode: url ? 'http' : 'ledger',
    async queue(tx, universityId, orderId) {
      await tx.insert(outbox).values({
        universityId,
        orderId,
        kind: PUSH_KIND,
        status: 'pending',
        nextAttemptAt: new Date(Date.now() + graceMs),
      })
    },
    push(universityId, orderId, staffId) {
      return url
        ? pushOverHttp(universityId, orderId, staffId)
        : db.transaction((tx) => ledgerPush(tx, universityId, orderId, staffId, null))
    },
    async status(universityId, orderId) {
      const row = await orderRow(db, universityId, orderId)
      const reference = gesReference(row.json)
      const [entry] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, PUSH_KIND), eq(outbox.orderId, orderId)))
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
    start() {
      if (timer) return
      timer = setInterval(() => {
        if (running) return
        running = deliverDue()
          .catch((error: unknown) => log.error({ err: error }, 'GES outbox run failed'))
          .finally(() => {
            running = null
          })
      }, pollMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await running
    },
  }
}
