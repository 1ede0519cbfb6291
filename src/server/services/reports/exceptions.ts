import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { scopeCondition, scopeUpgrades, serverTimeZone, type ReportScope } from './scope'
import type { Oversold } from '../../../domain/stock/onHand'

/** An order of the scope the ordering system has not taken yet (still trying, or given up). */
export interface PendingPush {
  order_id: number
  /** What is on its way: the push, or a void's cancellation or a refund after it. */
  kind: string
  status: string
  attempts: number
  last_error: string | null
  /** Seconds since the sale. */
  age_seconds: number
  next_attempt_at: string | null
}

/** A receipt whose last attempt failed, with the address it was sent to. */
export interface FailedMail {
  id: number
  order_id: number | null
  order_item_id: number | null
  kind: string
  to: string
  error: string | null
  at: string
}

export interface ReportExceptions {
  pending_ges: PendingPush[]
  failed_mail: FailedMail[]
  /** Orders whose push is done or missing, yet which carry no reference number. */
  no_reference: number[]
  sold_beyond_count: BeyondCount[]
}

/**
 * An order that took more than a stock's count: by its sale (order json `oversold`) or by an
 * upgrade of one of its items (the upgrade's `oversold`), which is flagged on the day it was paid.
 */
export interface BeyondCount {
  order_id: number
  oversold: (Oversold & { upgrade?: boolean })[]
  offline: boolean
}

/** Lists longer than this are cut; the page says how many there are in all. */
const LIST_LIMIT = 200

export async function reportExceptions(
  db: Db,
  universityId: number,
  scope: ReportScope,
): Promise<ReportExceptions> {
  const condition = scopeCondition(universityId, scope)
  const [pending, failed, missing, beyond, upgradedBeyond] = await Promise.all([
    rowsOf<PendingPush>(
      db,
      sql`SELECT o.id AS order_id, b.kind, b.status, b.attempts, b.last_error,
          extract(epoch FROM now() - o.created_at)::int AS age_seconds,
          b.next_attempt_at
        FROM orders o JOIN outbox b ON b.order_id = o.id AND b.university_id = o.university_id
        WHERE ${condition} AND b.status <> 'delivered'
        ORDER BY o.id LIMIT ${LIST_LIMIT}`,
    ),
    // Only the last attempt of each receipt counts: a resend that went out clears it. Failed
    // attempts are few (0009 indexes them), so each is checked for a later one of its receipt.
    rowsOf<FailedMail>(
      db,
      sql`SELECT m.id, m.order_id, m.order_item_id, m.kind, m."to", m.error, m.created_at AS at
        FROM sent_mail m JOIN orders o ON o.id = m.order_id AND o.university_id = m.university_id
        WHERE ${condition} AND m.status = 'failed'
          AND NOT EXISTS (SELECT 1 FROM sent_mail n
            WHERE n.order_id = m.order_id AND n.university_id = m.university_id
              AND n.order_item_id IS NOT DISTINCT FROM m.order_item_id AND n.kind = m.kind
              AND n.id > m.id)
        ORDER BY m.id LIMIT ${LIST_LIMIT}`,
    ),
    rowsOf<{ id: number }>(
      db,
      sql`SELECT o.id FROM orders o
        WHERE ${condition} AND coalesce(o.json->>'ges_order_id', '') = ''
          AND NOT EXISTS (SELECT 1 FROM outbox b WHERE b.order_id = o.id AND b.status <> 'delivered')
        ORDER BY o.id LIMIT ${LIST_LIMIT}`,
    ),
    // Few orders carry the flag (0022 indexes them).
    rowsOf<BeyondCount>(
      db,
      sql`SELECT o.id AS order_id, o.json->'oversold' AS oversold,
          o.offline_number IS NOT NULL AS offline
        FROM orders o
        WHERE ${condition} AND (o.json -> 'oversold') IS NOT NULL
        ORDER BY o.id LIMIT ${LIST_LIMIT}`,
    ),
    rowsOf<{ order_id: number; oversold: Oversold[] }>(
      db,
      sql`SELECT o.id AS order_id, it.json->'upgrade'->'oversold' AS oversold
        FROM order_items it JOIN orders o ON o.id = it.order_id AND o.university_id = it.university_id
        WHERE ${scopeUpgrades(universityId, scope, serverTimeZone())}
          AND (it.json -> 'upgrade' -> 'oversold') IS NOT NULL
        ORDER BY it.id LIMIT ${LIST_LIMIT}`,
    ),
  ])
  return {
    pending_ges: pending.map((p) => ({
      ...p,
      attempts: Number(p.attempts),
      age_seconds: Number(p.age_seconds),
      next_attempt_at: p.next_attempt_at ? new Date(p.next_attempt_at).toISOString() : null,
    })),
    failed_mail: failed.map((m) => ({ ...m, at: new Date(m.at).toISOString() })),
    no_reference: missing.map((row) => row.id),
    sold_beyond_count: withUpgrades(beyond, upgradedBeyond),
  }
}

/** One entry per order, so an order sold and upgraded beyond its counts is listed once. */
function withUpgrades(
  sales: BeyondCount[],
  upgrades: { order_id: number; oversold: Oversold[] }[],
): BeyondCount[] {
  const byOrder = new Map(sales.map((b) => [b.order_id, { ...b, oversold: [...b.oversold] }]))
  for (const u of upgrades) {
    const lines = u.oversold.map((o) => ({ ...o, upgrade: true }))
    const seen = byOrder.get(u.order_id)
    if (seen) seen.oversold.push(...lines)
    else byOrder.set(u.order_id, { order_id: u.order_id, oversold: lines, offline: false })
  }
  return [...byOrder.values()].sort((a, b) => a.order_id - b.order_id).slice(0, LIST_LIMIT)
}
