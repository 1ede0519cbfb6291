import type { Address } from '../contract/address'
import type { Order } from '../contract/order'
import type { OrderItem } from '../contract/orderItem'
import { displayOrderNumber } from '../orderNumber'
import type { DeepReadonly } from '../readonly'
import { gesReference } from '../reference'
import { stockRequiresAddress } from '../sale/address'
import type { CartLine, CartStock } from '../sale/cart'
import type { Colour } from '../sale/colour'
import { toCents } from '../sale/money'
import { upgradeCost } from '../upgrade'
import { itemUnitCents } from '../upgradeItem'
import type { ReceiptItem, SaleReceiptInput, UpgradeReceiptInput } from './receipt'

type NamedStock = CartStock & { name: string }

/** A cart line as a receipt lists it; posted only when there is an address to post it to. */
function cartItem(line: DeepReadonly<CartLine<NamedStock>>, address: Address | null): ReceiptItem {
  return {
    qty: line.qty,
    name: line.stock.name,
    colour: line.colour?.name ?? null,
    posted: Boolean(address?.extra_streetname1) && stockRequiresAddress(line.stock),
    cents: toCents(line.stock.price) * line.qty,
  }
}

/** What the kiosk knows of a sale it kept offline: no order number or reference yet. */
export interface KeptSale {
  universityName: string
  offlineNumber: string
  paymentType: string
  address: Address | null
  ceremony: string | null
  cart: DeepReadonly<CartLine<NamedStock>[]>
  totalCents: number
  date: Date
}

export function keptSaleReceiptInput(sale: KeptSale): SaleReceiptInput {
  return {
    universityName: sale.universityName,
    orderNumber: null,
    offlineNumber: sale.offlineNumber,
    reference: null,
    paymentType: sale.paymentType,
    address: sale.address,
    date: sale.date,
    ceremony: sale.ceremony,
    items: sale.cart.map((line) => cartItem(line, sale.address)),
    totalCents: sale.totalCents,
  }
}

/** An upgrade as chosen at the kiosk, before it is saved: the receipt the customer will be sent. */
export interface ChosenUpgrade {
  universityName: string
  order: DeepReadonly<Order>
  item: DeepReadonly<OrderItem>
  target: DeepReadonly<{ stock: NamedStock; colour: Colour | null }>
  paymentType: string
  date: Date
}

export function chosenUpgradeReceiptInput(chosen: ChosenUpgrade): UpgradeReceiptInput {
  const { order, item, target } = chosen
  const cost = upgradeCost(itemUnitCents(item), toCents(target.stock.price), item.qty)
  return {
    universityName: chosen.universityName,
    orderNumber: displayOrderNumber(order.id),
    reference: gesReference(order.json),
    paymentType: chosen.paymentType,
    address: order.address,
    date: chosen.date,
    next: cartItem({ ...target, qty: Math.max(1, item.qty) }, order.address),
    previous: { qty: item.qty, name: item.name, cents: toCents(item.amount) },
    payableCents: cost.payableCents,
  }
}
