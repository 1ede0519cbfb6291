import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { PushStatus } from '../../domain/contract/requests'
import type { Db, Tx } from '../db/client'
import { gesReferenceSeq, orderItems, orders, outbox } from '../db/schema'
import { audit } from './audit'
import { readOrder } from './orderReader'

export class GesError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 502 = 502,
  ) {
    super(message)
  }
}

export interface GesService {
  readonly mode: 'ledger' | 'http'
  /** Pushes an order and answers its reference number; throws GesError when it cannot. */
  push(universityId: number, orderId: number, staffId: number): Promise<string>
  status(universityId: number, orderId: number): Promise<PushStatus>
  /** Starts the background delivery of pending pushes (HTTP mode only). */
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
}

const KIND = 'ges.push'
const LEASE_MS = 30_000

interface GesLine {
  item_id: number
  line_id: string
}

function referenceOf(json: Record<string, unknown>): string | null {
  return typeof json.ges_order_id === 'string' && json.ges_order_id ? json.ges_order_id : null
}

/** The next reference number of the built-in ledger. */
export async function nextLedgerReference(tx: Tx): Promise<string> {
  const result = await tx.execute(
    sql`SELECT nextval(${gesReferenceSeq.seqName}::regclass)::text AS n`,
  )
  return `R${(result as unknown as { rows: { n: string }[] }).rows[0]!.n}`
}

/** Writes the reference and line ids the ordering system gave, which is what makes UPGRADE possible. */
export async function recordReference(
  tx: Tx,
  orderId: number,
  reference: string,
  lines: GesLine[],
) {
  await tx
    .update(orders)
    .set({
      json: sql`${orders.json} || ${JSON.stringify({ ges_order_id: reference })}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId))
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))
  for (const [index, item] of items.entries()) {
    const lineId = lines.find((l) => l.item_id === item.id)?.line_id ?? `${reference}-${index + 1}`
    await tx
      .update(orderItems)
      .set({ json: sql`${orderItems.json} || ${JSON.stringify({ ges_line_id: lineId })}::jsonb` })
      .where(eq(orderItems.id, item.id))
  }
}

async function orderRow(db: Db, universityId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.universityId, universityId)))
  if (!row) throw new GesError('Order not found.', 404)
  return row
}

export function createGes(options: GesOptions): GesService {
  const { db, log } = options
  const retryBaseMs = options.retryBaseMs ?? 1000
  const maxDelayMs = options.maxDelayMs ?? 300_000
  const pollMs = options.pollMs ?? 1000
  const timeoutMs = options.timeoutMs ?? 10_000
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> | null = null

  async function pushToLedger(
    universityId: number,
    orderId: number,
    staffId: number,
  ): Promise<string> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.universityId, universityId)))
        .for('update')
      if (!row) throw new GesError('Order not found.', 404)
      const existing = referenceOf(row.json)
      if (existing) return existing
      const reference = await nextLedgerReference(tx)
      await recordReference(tx, orderId, reference, [])
      await audit(tx, {
        universityId,
        staffId,
        action: 'ges.push',
        subject: `order:${orderId}`,
        details: { reference, mode: 'ledger' },
      })
      return reference
    })
  }

  /** Takes the row for one delivery attempt, unless another process holds it. */
  async function claim(orderId: number, force: boolean) {
    const now = new Date()
    const [row] = await db
      .update(outbox)
      .set({ status: 'sending', lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        and(
          eq(outbox.kind, KIND),
          eq(outbox.orderId, orderId),
          or(
            and(eq(outbox.status, 'pending'), force ? undefined : lte(outbox.nextAttemptAt, now)),
            and(
              eq(outbox.status, 'sending'),
              or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
            ),
          ),
        ),
      )
      .returning()
    return row ?? null
  }

  async function send(orderId: number): Promise<{ reference: string; lines: GesLine[] }> {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId))
    const order = row ? await readOrder(db, row.universityId, orderId) : null
    if (!order) throw new Error('The order no longer exists.')
    const response = await fetch(
      new URL('orders', options.url!.endsWith('/') ? options.url! : `${options.url}/`),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': String(orderId),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify(order),
        signal: AbortSignal.timeout(timeoutMs),
      },
    )
    const text = await response.text()
    if (!response.ok)
      throw new Error(`The ordering system answered ${response.status}: ${text.slice(0, 200)}`)
    const body = JSON.parse(text) as { reference?: unknown; lines?: unknown }
    if (typeof body.reference !== 'string' || !body.reference) {
      throw new Error('The ordering system answered without a reference number.')
    }
    const lines = Array.isArray(body.lines) ? (body.lines as GesLine[]) : []
    return { reference: body.reference, lines }
  }

  /** One attempt on a claimed row: delivered, or back to pending with a later retry. */
  async function attempt(claimed: typeof outbox.$inferSelect): Promise<string> {
    try {
      const { reference, lines } = await send(claimed.orderId)
      await db.transaction(async (tx) => {
        await recordReference(tx, claimed.orderId, reference, lines)
        await tx
          .update(outbox)
          .set({
            status: 'delivered',
            deliveredAt: new Date(),
            attempts: claimed.attempts + 1,
            lastError: null,
            lockedUntil: null,
          })
          .where(eq(outbox.id, claimed.id))
        await audit(tx, {
          universityId: claimed.universityId,
          staffId: null,
          action: 'ges.push',
          subject: `order:${claimed.orderId}`,
          details: { reference, mode: 'http', attempts: claimed.attempts + 1 },
        })
      })
      return reference
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
        })
        .where(eq(outbox.id, claimed.id))
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
    const existing = referenceOf(row.json)
    if (existing) return existing
    // The row is born claimed by this request: left pending for a moment, a background run (of
    // this or another process) could take it first and keep the kiosk waiting for its answer.
    const [created] = await db
      .insert(outbox)
      .values({
        universityId,
        orderId,
        kind: KIND,
        status: 'sending',
        lockedUntil: new Date(Date.now() + LEASE_MS),
      })
      .onConflictDoNothing()
      .returning()
    await audit(db, { universityId, staffId, action: 'ges.queue', subject: `order:${orderId}` })
    const claimed = created ?? (await claim(orderId, true))
    if (claimed) return attempt(claimed)
    // Another process is sending this order right now; its answer is ours.
    const deadline = Date.now() + timeoutMs + 2000
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const current = await orderRow(db, universityId, orderId)
      const reference = referenceOf(current.json)
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
      .where(
        and(
          eq(outbox.kind, KIND),
          or(
            and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, new Date())),
            and(eq(outbox.status, 'sending'), lte(outbox.lockedUntil, new Date())),
          ),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(20)
    for (const { orderId } of due) {
      const claimed = await claim(orderId, false)
      if (claimed) await attempt(claimed).catch(() => {})
    }
  }

  return {
    mode: options.url ? 'http' : 'ledger',
    push(universityId, orderId, staffId) {
      return options.url
        ? pushOverHttp(universityId, orderId, staffId)
        : pushToLedger(universityId, orderId, staffId)
    },
    async status(universityId, orderId) {
      const row = await orderRow(db, universityId, orderId)
      const reference = referenceOf(row.json)
      const [entry] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, KIND), eq(outbox.orderId, orderId)))
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
      if (!options.url || timer) return
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
