import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { gesReference } from '../../../domain/reference'
import type { Tx } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { gesReferenceSeq, orderItems, orders, outbox } from '../../db/schema'
import { audit } from '../audit'
import { GesError } from './gesError'
import { asClaimed, PUSH_KIND, type OutboxRow } from '../outbox/outbox'
import { delivered } from '../outbox/outboxStates'

export interface GesLine {
  item_id: number
  line_id: string
}

/** The next reference number of the built-in ledger. */
export async function nextLedgerReference(tx: Tx): Promise<string> {
  const [row] = await rowsOf<{ n: string }>(
    tx,
    sql`SELECT nextval(${gesReferenceSeq.seqName}::regclass)::text AS n`,
  )
  return `R${row!.n}`
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

/**
 * The built-in ledger's push, under the order's row lock so one order gets one reference however
 * many pushes race. Its outbox row is marked delivered too: by the kiosk (`claimed` null) whatever
 * state the row is in, by the worker only as the worker claimed it.
 */
export async function ledgerPush(
  tx: Tx,
  universityId: number,
  orderId: number,
  staffId: number | null,
  claimed: OutboxRow | null,
): Promise<string> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.universityId, universityId)))
    .for('update')
  if (!row) throw new GesError('Order not found.', 404)
  let reference = gesReference(row.json)
  if (!reference) {
    reference = await nextLedgerReference(tx)
    await recordReference(tx, orderId, reference, [])
    await audit(tx, {
      universityId,
      staffId,
      action: 'ges.push',
      subject: `order:${orderId}`,
      details: { reference, mode: 'ledger' },
    })
  }
  await tx
    .update(outbox)
    .set(delivered())
    .where(
      claimed
        ? asClaimed(claimed)
        : and(
            eq(outbox.kind, PUSH_KIND),
            eq(outbox.orderId, orderId),
            ne(outbox.status, 'delivered'),
          ),
    )
  return reference
}
