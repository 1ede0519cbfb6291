import { unitPrice } from './sale/cart'
import type { Colour } from './sale/colour'
import { MESSAGES } from './messages'
import { toCents, type Cents } from './sale/money'
import { gesReference } from './reference'
import { isValidEmail } from './validation'

interface OrderRefLike {
  json: { readonly ges_order_id?: string }
}

interface ItemLike {
  readonly id: number
  readonly stock_id: number
  readonly status: string
  readonly qty: number
  readonly amount: number
  readonly json: {
    readonly upgraded?: boolean
    readonly ges_line_id?: string
    readonly colour?: Colour
  }
}

/** The ordering system's reference number of an order, once it has been pushed there. */
export function orderReference(order: OrderRefLike): string | null {
  return gesReference(order.json)
}

/** An item given up in exchange for an upgrade: it stays on the order but can no longer be used. */
export function isExchanged(item: Pick<ItemLike, 'json'>): boolean {
  return Boolean(item.json.upgraded)
}

/**
 * Items with nothing left (quantity 0 or less) are shown struck through, and so are items given
 * up in an exchange: their quantity still reads 1, but the customer no longer has them.
 */
export function isStruckThrough(item: Pick<ItemLike, 'qty' | 'json'>): boolean {
  return item.qty <= 0 || isExchanged(item)
}

export type ItemStatus = 'Open' | 'Redeemed' | 'Exchanged' | null

/** The tag an item shows: Exchanged once upgraded, Redeemed once closed, Open while it can be used. */
export function itemStatus(item: Pick<ItemLike, 'qty' | 'json' | 'status'>): ItemStatus {
  if (isExchanged(item)) return 'Exchanged'
  if (item.qty <= 0) return null
  if (item.status === 'Close') return 'Redeemed'
  return item.status === 'Open' ? 'Open' : null
}

export interface ItemActions {
  redeem: boolean
  redeemed: boolean
  upgrade: boolean
}

/**
 * What staff may do with an item: redeem an open one, see a closed one as redeemed, and upgrade
 * an open one only once both the order and the item carry the ordering system's ids (the same
 * condition the server enforces). Exchanged items and items with no quantity offer nothing.
 */
export function itemActions(
  order: OrderRefLike,
  item: Pick<ItemLike, 'status' | 'qty' | 'json'>,
): ItemActions {
  if (isStruckThrough(item) || isExchanged(item))
    return { redeem: false, redeemed: false, upgrade: false }
  const open = item.status === 'Open'
  return {
    redeem: open,
    redeemed: item.status === 'Close',
    upgrade: open && orderReference(order) !== null && Boolean(item.json.ges_line_id),
  }
}

/** What one of the item cost when it was bought: the retail price an upgrade starts from. */
export function itemUnitCents(item: Pick<ItemLike, 'amount' | 'qty'>): Cents {
  return unitPrice(toCents(item.amount), item.qty)
}

/**
 * The colours offered when upgrading to a stock: all of its colours, except the one the item
 * already has when it is the same stock (that would change nothing).
 */
export function upgradeColourChoices(
  stock: {
    readonly id: number
    readonly json?: { readonly data?: { readonly colour?: readonly Colour[] | null } | null } | null
  },
  item: Pick<ItemLike, 'stock_id' | 'json'>,
): Colour[] {
  const all = stock.json?.data?.colour ?? []
  if (stock.id !== item.stock_id || !item.json.colour) return [...all]
  return all.filter((c) => c.name !== item.json.colour!.name)
}

/** Why an order confirmation cannot be sent, checked before any call is made; null when it can. */
export function confirmationEmailProblem(
  email: string,
  orderId: number | null | undefined,
): string | null {
  const trimmed = email.trim()
  if (!trimmed) return MESSAGES.emailEmpty
  if (!isValidEmail(trimmed)) return MESSAGES.emailInvalid
  if (!orderId || orderId <= 0) return MESSAGES.orderIdMissing
  return null
}

/** The address a digital receipt goes to must be present and well formed. */
export function receiptEmailProblem(email: string | null | undefined): string | null {
  const trimmed = email?.trim() ?? ''
  return trimmed && isValidEmail(trimmed) ? null : MESSAGES.invalidEmail
}

export function confirmationSentMessage(email: string): string {
  return `We've sent the order confirmation to ${email.trim()}.`
}

/** The order with one of its items replaced by a newer copy of it (same id). */
export function withItem<I extends { id: number }, O extends { order_items: readonly I[] }>(
  order: O,
  item: I,
): O {
  return { ...order, order_items: order.order_items.map((i) => (i.id === item.id ? item : i)) }
}

/** The list with one order replaced by a newer copy of it (same id); other orders untouched. */
export function withOrder<O extends { id: number }>(orders: readonly O[], order: O): O[] {
  return orders.map((o) => (o.id === order.id ? order : o))
}
