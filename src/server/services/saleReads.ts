import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Order } from '../../domain/contract/entities'
import type { OrderPayload } from '../../domain/contract/requests'
import type { Tx } from '../db/client'
import { ceremonies, customers, idempotencyKeys, stocks, universities } from '../db/schema'
import type { SessionRecord } from '../types'
import { readOrder } from './orderReader'
import { Refusal } from './refusal'

/** The session's PIN as the sale's transaction locked it: who passed it, and when (ms). */
export interface LockedPin {
  operator: number | null
  at: number | null
}

export interface SaleKey {
  universityId: number
  idempotencyKey: string | null
}

/**
 * Everything a sale reads, in one statement: the idempotency key claimed (a repeat finds it
 * taken), the session's PIN locked (`lockPin`: two saves racing on one PIN must not both see it
 * unspent), the ceremony, the chosen customer and the catalogue rows of the sale's stocks. The
 * university's row drives the join, so a missing ceremony still answers one row.
 */
export async function readSale(
  tx: Tx,
  key: SaleKey,
  payload: OrderPayload,
  sale: { hash: string; customerId: number | null; lockPin: SessionRecord | null },
) {
  const { universityId } = key
  const ids = [...new Set(payload.stocks.map((line) => line.id))]
  const claim = key.idempotencyKey
    ? tx.$with('claimed', {}).as(
        tx
          .insert(idempotencyKeys)
          .values({ universityId, key: key.idempotencyKey, requestHash: sale.hash })
          .onConflictDoNothing()
          .returning({ n: sql`1` })
          .getSQL(),
      )
    : null
  const pin = sale.lockPin
    ? sql<LockedPin | null>`(SELECT json_build_object('operator', pin_operator_id,
        'at', extract(epoch FROM pin_checked_at) * 1000)
        FROM sessions WHERE id = ${sale.lockPin.id} FOR UPDATE)`
    : sql<LockedPin | null>`NULL::json`
  const rows = await (claim ? tx.with(claim) : tx)
    .select({
      claimed: (claim ? sql`(SELECT count(*) FROM claimed)` : sql`1`).mapWith(Number),
      pin,
      ceremony: ceremonies,
      customer: customers,
      stock: stocks,
    })
    .from(universities)
    .leftJoin(
      ceremonies,
      and(eq(ceremonies.id, payload.ceremony_id), eq(ceremonies.universityId, universityId)),
    )
    .leftJoin(
      customers,
      and(eq(customers.id, sale.customerId ?? 0), eq(customers.universityId, universityId)),
    )
    .leftJoin(
      stocks,
      and(eq(stocks.universityId, universityId), inArray(stocks.id, ids), isNull(stocks.deletedAt)),
    )
    .where(eq(universities.id, universityId))
  const first = rows[0]
  return {
    claimed: (first?.claimed ?? 0) > 0,
    pin: first?.pin ?? null,
    ceremony: first?.ceremony ?? null,
    customer: first?.customer ?? null,
    stocks: rows.flatMap((row) => (row.stock ? [row.stock] : [])),
  }
}

/** A key another request committed first (the claim waited for it): its order, or a refusal. */
export async function replayOf(tx: Tx, key: SaleKey, hash: string): Promise<Order> {
  const [existing] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.universityId, key.universityId),
        eq(idempotencyKeys.key, key.idempotencyKey ?? ''),
      ),
    )
  const order =
    existing && existing.requestHash === hash && existing.orderId
      ? await readOrder(tx, key.universityId, existing.orderId)
      : null
  if (!order) {
    throw Refusal.field(
      'Idempotency-Key',
      'This Idempotency-Key was already used for a different order.',
    )
  }
  return order
}
