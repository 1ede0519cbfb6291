import { and, eq, isNull, sql } from 'drizzle-orm'
import type { OrderItem } from '../../../domain/contract/orderItem'
import { ITEM_REFUNDED, ITEM_VOID } from '../../../domain/corrections/corrections'
import type { Db } from '../../db/client'
import { orderItems } from '../../db/schema'
import { audit } from '../audit'
import { Refusal } from '../refusal'
import { orderItemDto } from '../dto/orderItemDto'

export interface RedeemContext {
  universityId: number
  staffId: number
}

/** Closes an open item, once; any other state is refused with the reason the kiosk shows. */
export async function redeemItem(db: Db, itemId: number, ctx: RedeemContext): Promise<OrderItem> {
  return db.transaction(async (tx) => {
    // One conditional update: of two staff redeeming at once, exactly one changes the row.
    const [item] = await tx
      .update(orderItems)
      .set({
        status: 'Close',
        statusTs: new Date(),
        updatedAt: new Date(),
        rev: sql`${orderItems.rev} + 1`,
      })
      .where(
        and(
          eq(orderItems.id, itemId),
          eq(orderItems.universityId, ctx.universityId),
          eq(orderItems.status, 'Open'),
          sql`${orderItems.qty} > 0`,
          sql`coalesce((${orderItems.json}->>'upgraded')::boolean, false) = false`,
          isNull(orderItems.deletedAt),
        ),
      )
      .returning()
    if (item) {
      await audit(tx, {
        universityId: ctx.universityId,
        staffId: ctx.staffId,
        action: 'order_item.redeem',
        subject: `order_item:${item.id}`,
        details: { order_id: item.orderId },
      })
      return orderItemDto(item)
    }
    const [current] = await tx
      .select()
      .from(orderItems)
      .where(
        and(
          eq(orderItems.id, itemId),
          eq(orderItems.universityId, ctx.universityId),
          isNull(orderItems.deletedAt),
        ),
      )
    if (!current) throw new Refusal(404, 'Order item not found.')
    if (current.status === 'Close')
      throw new Refusal(409, `"${current.name}" has already been redeemed.`)
    if (current.status === ITEM_REFUNDED)
      throw new Refusal(409, `"${current.name}" has been refunded and cannot be redeemed.`)
    if (current.status === ITEM_VOID)
      throw new Refusal(409, 'This sale has been voided, so its items cannot be redeemed.')
    if (current.json.upgraded)
      throw new Refusal(
        409,
        `"${current.name}" was exchanged for an upgrade and cannot be redeemed.`,
      )
    throw new Refusal(409, `"${current.name}" has no quantity left to redeem.`)
  })
}
