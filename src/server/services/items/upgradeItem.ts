import { eq, sql } from 'drizzle-orm'
import type { Order, TerminalReference } from '../../../domain/contract/order'
import type { OrderItem } from '../../../domain/contract/orderItem'
import type { UpgradeBody } from '../../../domain/contract/upgrade'
import { nameWithColour } from '../../../domain/sale/colour'
import { isPlaceholderEmail } from '../../../domain/sale/customer'
import { centsToDecimal, centsToDollars, toCents } from '../../../domain/sale/money'
import { readCashTender } from '../../../domain/sale/tender'
import { itemTypeOfStock } from '../../../domain/stockTypes'
import { upgradeCost } from '../../../domain/upgrade'
import { cashNeedsDrawer } from '../../../domain/drawer/cashRule'
import { isValidEmail } from '../../../domain/validation'
import type { Db } from '../../db/client'
import { orderItems, orders } from '../../db/schema'
import { audit } from '../audit'
import { requireOpenDrawer } from '../drawer/drawerCheck'
import { readOrder } from '../orders/orderReader'
import { Refusal } from '../refusal'
import { moveStock } from '../stock/onHand'
import { orderItemDto } from '../dto/orderItemDto'
import { lockUpgradable } from './upgradeLock'
import { upgradeTarget } from './upgradeTarget'

export interface UpgradeContext {
  universityId: number
  staffId: number
  /** The kiosk (its device cookie) the difference is paid at, so cash finds its drawer. */
  kiosk: string | null
  /** Whether cash needs the kiosk's drawer open (the server's DRAWER_REQUIRED). */
  drawerRequired: boolean
  /** Paid on the kiosk's card terminal: its reference, kept with the upgrade. */
  terminal?: TerminalReference
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
    const { order, item, reference } = await lockUpgradable(tx, fromId, ctx.universityId)
    const { stock, colour, unitCents } = await upgradeTarget(tx, item, target, ctx.universityId)

    const cost = upgradeCost(unitCents, toCents(stock.price), item.qty)
    // The difference is paid like a sale: cash tendered is checked against what is payable.
    const { tender, errors } = readCashTender(
      body.type === 'Cash',
      body.tendered,
      cost.payableCents,
    )
    if (errors.tendered) throw new Refusal(422, errors.tendered[0]!, errors)
    const cash = { cash: body.type === 'Cash', offline: false, required: ctx.drawerRequired }
    if (cashNeedsDrawer(cash)) {
      await requireOpenDrawer(tx, ctx.universityId, ctx.kiosk)
    }
    const upgrade = {
      payable: centsToDollars(cost.payableCents),
      gst: centsToDollars(cost.gstCents),
      payment_type: body.type,
      ...(tender
        ? { tendered: centsToDollars(tender.tendered), change: centsToDollars(tender.change) }
        : {}),
      email: email || null,
      staff_id: ctx.staffId,
      at: new Date().toISOString(),
      kiosk: ctx.kiosk,
      ...(ctx.terminal ? { terminal: ctx.terminal } : {}),
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
    // The customer hands the original back and takes the new one: both counts move.
    await moveStock(tx, order.ceremonyId, [{ stockId: item.stockId, qty: item.qty }], 1)
    await moveStock(tx, order.ceremonyId, [{ stockId: stock.id, qty: item.qty }], -1)
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
