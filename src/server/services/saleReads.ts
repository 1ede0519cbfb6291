import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Order } from '../../domain/contract/order'
import type { OrderPayload } from '../../domain/contract/requests'
import type { Tx } from '../db/client'
import { reuse } from '../db/prepared'
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
  const claims = key.idempotencyKey !== null
  const locks = sale.lockPin !== null
  const query = reuse(tx, `sale_read_${Number(claims)}${Number(locks)}`, () =>
    saleRead(tx, claims, locks),
  )
  const rows = await query.execute({
    university: key.universityId,
    key: key.idempotencyKey,
    hash: sale.hash,
    session: sale.lockPin?.id,
    ceremony: payload.ceremony_id,
    customer: sale.customerId ?? 0,
    stocks: [...new Set(payload.stocks.map((line) => line.id))],
  })
  const first = rows[0]
  return {
    claimed: (first?.claimed ?? 0) > 0,
    pin: first?.pin ?? null,
    ceremony: first?.ceremony ?? null,
    customer: first?.customer ?? null,
    stocks: rows.flatMap((row) => (row.stock ? [row.stock] : [])),
  }
}

/** The read's statement, with a placeholder for every value (built once per shape: reuse). */
function saleRead(tx: Tx, claims: boolean, locks: boolean) {
  const university = sql.placeholder('university')
  const claim = claims
    ? tx.$with('claimed', {}).as(
        tx
          .insert(idempotencyKeys)
          .values({
            universityId: university,
            key: sql.placeholder('key'),
            requestHash: sql.placeholder('hash'),
          })
          .onConflictDoNothing()
          .returning({ n: sql`1` })
          .getSQL(),
      )
    : null
  const pin = locks
    ? sql<LockedPin | null>`(SELECT json_build_object('operator', pin_operator_id,
        'at', extract(epoch FROM pin_checked_at) * 1000)
        FROM sessions WHERE id = ${sql.placeholder('session')} FOR UPDATE)`
    : sql<LockedPin | null>`NULL::json`
  return (claim ? tx.with(claim) : tx)
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
      and(eq(ceremonies.id, sql.placeholder('ceremony')), eq(ceremonies.universityId, university)),
    )
    .leftJoin(
      customers,
      and(eq(customers.id, sql.placeholder('customer')), eq(customers.universityId, university)),
    )
    .leftJoin(
      stocks,
      and(
        eq(stocks.universityId, university),
        sql`${stocks.id} = ANY(${sql.placeholder('stocks')}::int[])`,
        isNull(stocks.deletedAt),
      ),
    )
    .where(eq(universities.id, university))
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
