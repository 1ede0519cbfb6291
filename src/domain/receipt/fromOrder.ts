import type { Order } from '../contract/order'
import type { OrderItem } from '../contract/orderItem'
import { displayOrderNumber } from '../orderNumber'
import type { DeepReadonly } from '../readonly'
import { gesReference } from '../reference'
import { toCents } from '../sale/money'
import type { ReceiptItem, SaleReceiptInput, UpgradeReceiptInput } from './receipt'

/** Whether a stock is sent by post (its catalogue row's require_address). */
export type PostedStock = (stockId: number) => boolean

/** An item of a saved order; posted only when the order has an address to post it to. */
export function orderItemReceipt(
  order: DeepReadonly<Order>,
  item: DeepReadonly<OrderItem>,
  posted: PostedStock,
): ReceiptItem {
  return {
    qty: item.qty,
    name: item.name,
    colour: item.json.colour?.name ?? null,
    posted: Boolean(order.address?.extra_streetname1) && posted(item.stock_id),
    cents: toCents(item.amount),
  }
}

function orderPart(order: DeepReadonly<Order>, universityName: string) {
  return {
    universityName,
    orderNumber: displayOrderNumber(order.id),
    reference: gesReference(order.json),
    paymentType: order.type,
    address: order.address,
    card: order.terminal ?? null,
  }
}

/** A saved sale's receipt: its items still held (an upgraded item is replaced by its upgrade). */
export function saleReceiptInput(
  order: DeepReadonly<Order>,
  universityName: string,
  posted: PostedStock,
): SaleReceiptInput {
  return {
    ...orderPart(order, universityName),
    date: order.date,
    offlineNumber: order.offline_number ?? null,
    ceremony: order.ceremony?.name ?? null,
    items: order.order_items
      .filter((item) => !item.json.upgraded)
      .map((item) => orderItemReceipt(order, item, posted)),
    totalCents: toCents(order.amount),
  }
}

/** A saved upgrade's receipt: the item it made, the one it replaced, and what was paid. */
export function upgradeReceiptInput(
  order: DeepReadonly<Order>,
  upgraded: DeepReadonly<OrderItem>,
  universityName: string,
  posted: PostedStock,
  date: Date,
): UpgradeReceiptInput {
  const original = order.order_items.find((item) => item.id === upgraded.json.upgraded_from)
  const upgrade = upgraded.json.upgrade
  return {
    ...orderPart(order, universityName),
    date,
    paymentType: upgrade?.payment_type ?? 'Cash',
    card: upgrade?.terminal ?? null,
    next: orderItemReceipt(order, upgraded, posted),
    previous: original
      ? { qty: original.qty, name: original.name, cents: toCents(original.amount) }
      : null,
    payableCents: toCents(upgrade?.payable ?? 0),
  }
}
