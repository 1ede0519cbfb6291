import pg from 'pg'
import { CORRECTION_KEY } from './ledger'

export interface OrderRow {
  id: number
  cents: number
  status: string | null
  key: string | null
}

export interface OutboxRow {
  orderId: number
  kind: string
  itemId: number | null
  status: string
  /** ms since the epoch: queued, and delivered (null while not). */
  queuedAt?: number
  doneAt?: number | null
}

export interface MailRow {
  id: number
  orderId: number | null
  kind: string
  to: string
  subject: string
  status: string
  attempts: number
  /** What the audit log says of its attempts: the first failure and the delivery, in order. */
  history: string | null
  queuedAt: number
  doneAt: number | null
}

/** A card payment the rehearsal's kiosks sent to their terminals. */
export interface CardRow {
  id: string
  purpose: string
  state: string
  orderId: number | null
  needsRefund: boolean
  /** What the simulated terminal was set to when it took the payment (approve, decline…). */
  outcome: string | null
}

/** What the database holds of the rehearsal's ceremony: its orders, their outbox and their mail. */
export interface WorldRows {
  installation: string
  orders: OrderRow[]
  cards: CardRow[]
  outbox: OutboxRow[]
  mail: MailRow[]
}

export async function readRows(databaseUrl: string, ceremonyId: number): Promise<WorldRows> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const mine = 'SELECT id FROM orders WHERE ceremony_id = $1'
    const installation = await client.query<{ id: string }>('SELECT id FROM installation')
    // The key the sale was saved with; a void's or refund's key names its order too.
    const orders = await client.query<OrderRow>(
      `SELECT o.id, round(o.amount * 100)::int AS cents, o.status, k.key
         FROM orders o LEFT JOIN idempotency_keys k
           ON k.order_id = o.id AND k.key NOT LIKE '${CORRECTION_KEY}%'
        WHERE o.ceremony_id = $1 ORDER BY o.id`,
      [ceremonyId],
    )
    const outbox = await client.query<OutboxRow>(
      `SELECT order_id AS "orderId", kind, order_item_id AS "itemId", status,
              (extract(epoch FROM created_at) * 1000)::float8 AS "queuedAt",
              (extract(epoch FROM delivered_at) * 1000)::float8 AS "doneAt"
         FROM outbox WHERE order_id IN (${mine})`,
      [ceremonyId],
    )
    const mail = await client.query<MailRow>(
      `SELECT id, order_id AS "orderId", kind, "to", subject, status, attempts,
              (SELECT string_agg(a.action || coalesce(': ' || (a.details->>'error'), ''), '; '
                        ORDER BY a.id)
                 FROM audit_log a
                WHERE a.action LIKE 'mail.%' AND a.details->>'mail_id' = m.id::text) AS history,
              (extract(epoch FROM created_at) * 1000)::float8 AS "queuedAt",
              (extract(epoch FROM sent_at) * 1000)::float8 AS "doneAt"
         FROM sent_mail m WHERE order_id IN (${mine})`,
      [ceremonyId],
    )
    const cards = await client.query<CardRow>(
      `SELECT a.id, a.purpose, a.state, a.order_id AS "orderId", a.needs_refund AS "needsRefund",
              t.outcome
         FROM terminal_attempts a LEFT JOIN terminal_simulator_transactions t ON t.id = a.id
        WHERE a.idempotency_key LIKE 'rehearsal-card-%'`,
    )
    return {
      installation: installation.rows[0]?.id ?? '',
      orders: orders.rows,
      cards: cards.rows,
      outbox: outbox.rows,
      mail: mail.rows,
    }
  } finally {
    await client.end()
  }
}

/** Everything due is out: no push waiting, no receipt queued or being sent. */
export function settled(rows: WorldRows): boolean {
  return (
    rows.outbox.every((row) => row.status === 'delivered') &&
    rows.cards.every((row) => row.state !== 'waiting' && row.state !== 'checking') &&
    rows.mail.every((row) => row.status === 'sent')
  )
}

/** The key the servers send GES for an outbox row (gesDeliver.ts and gesFollowUp.ts). */
export function gesKey(installation: string, row: OutboxRow): string {
  if (row.kind === 'ges.push') return `${installation}:${row.orderId}`
  return `${installation}:${row.orderId}:${row.kind}${row.itemId ? `:${row.itemId}` : ''}`
}

/**
 * How long after `end` (the last fault on a delivery's path) everything queued before it was
 * delivered, in ms; null when nothing was waiting.
 */
export function recovery(rows: { queuedAt?: number; doneAt?: number | null }[], end: number) {
  const waiting = rows.filter((r) => r.queuedAt! < end)
  const done = waiting.map((r) => r.doneAt ?? Number.POSITIVE_INFINITY)
  return done.length ? Math.max(0, Math.max(...done) - end) : null
}
