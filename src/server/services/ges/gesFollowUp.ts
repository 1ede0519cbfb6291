import { and, eq, sql } from 'drizzle-orm'
import { gesReference } from '../../../domain/reference'
import type { Db, Tx } from '../../db/client'
import { corrections, orderItems, orders, outbox } from '../../db/schema'
import { audit } from '../audit'
import { gesPost } from './gesHttp'
import type { GesSettings } from './gesSettings'
import { asClaimed, CANCEL_KIND, type OutboxRow } from '../outbox/outbox'
import { delivered } from '../outbox/outboxStates'

/** What the ordering system is told of a void or a refund, from the correction's own row. */
async function followUpOf(db: Db | Tx, claimed: OutboxRow) {
  const isCancel = claimed.kind === CANCEL_KIND
  const [correction] = await db
    .select()
    .from(corrections)
    .where(
      and(
        eq(corrections.orderId, claimed.orderId),
        eq(corrections.kind, isCancel ? 'void' : 'refund'),
        isCancel ? undefined : eq(corrections.orderItemId, claimed.orderItemId ?? 0),
      ),
    )
  const [order] = await db.select().from(orders).where(eq(orders.id, claimed.orderId))
  const [item] = claimed.orderItemId
    ? await db.select().from(orderItems).where(eq(orderItems.id, claimed.orderItemId))
    : []
  const reference = order ? gesReference(order.json) : null
  return { isCancel, correction, item, reference }
}

/** Marks the claimed row delivered and leaves the audit line; false when the claim was lost. */
async function settle(tx: Tx, claimed: OutboxRow, details: Record<string, unknown>) {
  const [mine] = await tx
    .update(outbox)
    .set(delivered())
    .where(asClaimed(claimed))
    .returning({ attempts: outbox.attempts })
  if (!mine) return false
  await audit(tx, {
    universityId: claimed.universityId,
    staffId: null,
    action: claimed.kind,
    subject: claimed.orderItemId ? `order_item:${claimed.orderItemId}` : `order:${claimed.orderId}`,
    details: { ...details, attempts: mine.attempts },
  })
  return true
}

/**
 * The built-in ledger's side of a void or a refund: noted on the order (ges_cancelled) or the
 * item (ges_refunded), the row delivered as claimed. An order the ledger never numbered has
 * nothing to take back, and its row is settled all the same.
 */
export async function ledgerFollowUp(tx: Tx, claimed: OutboxRow): Promise<string> {
  const { isCancel, reference } = await followUpOf(tx, claimed)
  if (reference && isCancel) {
    await tx
      .update(orders)
      .set({ json: sql`${orders.json} || '{"ges_cancelled": true}'::jsonb` })
      .where(eq(orders.id, claimed.orderId))
  } else if (reference && claimed.orderItemId) {
    await tx
      .update(orderItems)
      .set({ json: sql`${orderItems.json} || '{"ges_refunded": true}'::jsonb` })
      .where(eq(orderItems.id, claimed.orderItemId))
  }
  await settle(tx, claimed, { reference, mode: 'ledger' })
  return reference ?? ''
}

/**
 * Sends a void's cancellation or a refund to the ordering system over HTTP, under an idempotency
 * key of its own (installation, order, kind, item), so a retry is never a second cancellation or
 * refund there. An order the ordering system never took (its push refused) is settled unsent.
 */
export async function followUpOverHttp(
  settings: GesSettings,
  claimed: OutboxRow,
  endpoint: string,
): Promise<string> {
  const { db } = settings
  const { isCancel, correction, item, reference } = await followUpOf(db, claimed)
  if (reference && correction) {
    const common = {
      order_id: claimed.orderId,
      reference,
      amount: Number(correction.amount),
      reason: correction.reason,
      at: correction.createdAt.toISOString(),
    }
    const key = `${await settings.installation()}:${claimed.orderId}:${claimed.kind}${
      claimed.orderItemId ? `:${claimed.orderItemId}` : ''
    }`
    await gesPost(
      { url: endpoint, token: settings.token, timeoutMs: settings.timeoutMs },
      `orders/${encodeURIComponent(reference)}/${isCancel ? 'cancellation' : 'refunds'}`,
      key,
      isCancel
        ? common
        : {
            ...common,
            item_id: claimed.orderItemId,
            line_id: typeof item?.json.ges_line_id === 'string' ? item.json.ges_line_id : null,
            payment_type: correction.payment,
          },
    )
  }
  await db.transaction((tx) =>
    settle(tx, claimed, { reference, mode: 'http', sent: Boolean(reference && correction) }),
  )
  return reference ?? ''
}
