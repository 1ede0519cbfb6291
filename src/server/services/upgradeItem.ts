import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Order, OrderItem } from '../../domain/contract/entities'
import type { UpgradeBody } from '../../domain/contract/upgrade'
import { catalogueColour, colourOptions, nameWithColour } from '../../domain/sale/colour'
import { isPlaceholderEmail } from '../../domain/sale/customer'
import { gesReference } from '../../domain/reference'
import { centsToDecimal, centsToDollars, toCents } from '../../domain/sale/money'
import { itemTypeOfStock } from '../../domain/stockTypes'
import { isUpgradeAllowed, upgradeCost } from '../../domain/upgrade'
import { unitPrice } from '../../domain/sale/cart'
import { isValidEmail } from '../../domain/validation'
import type { Db } from '../db/client'
import { orderItems, orders, stocks } from '../db/schema'
import { notYetUpgradable } from './gesPending'
import { audit } from './audit'
import { readOrder } from './orderReader'
import { Refusal } from './refusal'
import { orderItemDto } from './orderItemDto'

export interface UpgradeContext {
  universityId: number
  staffId: number
}

/**
 * Exchanges one open item for a dearer stock in one transaction: the original is flagged as
 * upgraded, the new item is created, and the order's total grows by the difference, which the
 * server computes from its own prices.
 */
export async function upgradeItem(
  db: Db,
  body: UpgradeBody,
  ctx: UpgradeContext,
): Promise<{ upgraded: OrderItem; order: Order }> {
  const fromId = body.fromOrderItemID ?? body.originalID
  const target = body.toStock ?? body.upgradedStock
  if (!fromId) throw Refusal.field('fromOrderItemID', 'The fromOrderItemID field is required.')
  if (!target) throw Refusal.field('toStock', 'The toStock field is required.')
  const email = body.email?.trim() ?? ''
  if (email && !isValidEmail(email)) throw Refusal.field('email', 'Invalid email address.')

  return db.transaction(async (tx) => {
    const itemOfTenant = and(
      eq(orderItems.id, fromId),
      eq(orderItems.universityId, ctx.universityId),
      isNull(orderItems.deletedAt),
    )
    const [found] = await tx
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .where(itemOfTenant)
    if (!found) throw new Refusal(404, 'Order item not found.')
    // The order is locked before the item, the order every writer of an order's items takes (a
    // push writes line ids under the order's lock); the other way round the two deadlock.
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update')
    // The row lock makes a second upgrade (or a redeem) of the same item wait, then see the first.
    const [item] = await tx.select().from(orderItems).where(itemOfTenant).for('update')
    if (!item) throw new Refusal(404, 'Order item not found.')
    if (item.json.upgraded) throw new Refusal(409, 'This item has already been upgraded.')
    if (item.status !== 'Open')
      throw new Refusal(409, 'This item has been redeemed, so it can no longer be upgraded.')
    if (item.qty <= 0) throw new Refusal(409, 'This item has no quantity left to upgrade.')
    const reference = order ? gesReference(order.json) : null
    if (!order || !reference || typeof item.json.ges_line_id !== 'string') {
      throw new Refusal(409, await notYetUpgradable(tx, found.orderId))
    }

    const [stock] = await tx
      .select()
      .from(stocks)
      .where(
        and(
          eq(stocks.id, target.id),
          eq(stocks.universityId, ctx.universityId),
          isNull(stocks.deletedAt),
        ),
      )
    if (!stock) throw Refusal.field('toStock.id', 'This product is not sold any more.')
    const unitCents = unitPrice(toCents(item.amount), item.qty)
    const candidate = {
      id: stock.id,
      type: stock.type,
      price: centsToDollars(toCents(stock.price)),
    }
    if (
      !isUpgradeAllowed(
        { stock_id: item.stockId, type: item.type, unitPriceCents: unitCents },
        candidate,
      )
    ) {
      throw Refusal.field('toStock.id', 'This product is not an upgrade of the original item.')
    }
    const colour = catalogueColour(stock, target.colour)
    if (colourOptions(stock).length && !colour) {
      throw Refusal.field('toStock.colour', `Choose a colour for ${stock.name}.`)
    }
    const oldColour = (item.json.colour as { name?: string } | undefined)?.name ?? null
    if (stock.id === item.stockId && (colour?.name ?? null) === oldColour) {
      throw Refusal.field('toStock', 'Choose a different product or colour.')
    }

    const cost = upgradeCost(unitCents, toCents(stock.price), item.qty)
    const upgrade = {
      payable: centsToDollars(cost.payableCents),
      gst: centsToDollars(cost.gstCents),
      payment_type: body.type,
      email: email || null,
      staff_id: ctx.staffId,
      at: new Date().toISOString(),
    }
    const [created] = await tx
      .insert(orderItems)
      .values({
        orderId: item.orderId,
        universityId: ctx.universityId,
        customerId: item.customerId,
        stockId: stock.id,
        name: nameWithColour(stock.type, stock.name, colour),
        type: itemTypeOfStock(stock.type),
        qty: item.qty,
        amount: centsToDecimal(cost.newCents),
        status: 'Open',
        statusTs: new Date(),
        json: { ...(colour ? { colour } : {}), upgraded_from: item.id, upgrade },
      })
      .returning()
    const [upgraded] = await tx
      .update(orderItems)
      .set({
        json: sql`${orderItems.json} || ${JSON.stringify({ ges_line_id: `${reference}-U${created!.id}` })}::jsonb`,
      })
      .where(eq(orderItems.id, created!.id))
      .returning()
    await tx
      .update(orderItems)
      .set({
        json: sql`${orderItems.json} || ${JSON.stringify({ upgraded: true, upgraded_to: created!.id })}::jsonb`,
        rev: sql`${orderItems.rev} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(orderItems.id, item.id))
    await tx
      .update(orders)
      .set({
        amount: sql`${orders.amount} + ${centsToDecimal(cost.payableCents)}::numeric`,
        paid: sql`${orders.paid} + ${centsToDecimal(cost.payableCents)}::numeric`,
        ...(email && isPlaceholderEmail(order.email) ? { email } : {}),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
    await audit(tx, {
      universityId: ctx.universityId,
      staffId: ctx.staffId,
      action: 'order_item.upgrade',
      subject: `order_item:${item.id}`,
      details: { to_item: created!.id, to_stock: stock.id, ...upgrade },
    })
    return {
      upgraded: orderItemDto(upgraded!),
      order: (await readOrder(tx, ctx.universityId, order.id))!,
    }
  })
}
