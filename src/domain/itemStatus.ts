import type { Colour } from './sale/colour'

/** The parts of an order item that the lookup's rules read. */
export interface ItemLike {
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

export type ItemStatus = 'Open' | 'Redeemed' | 'Exchanged' | 'Refunded' | 'Void' | null

/** Whether an item's money was given back: refunded, or its whole sale voided. */
export function isGivenBack(
  item: Pick<ItemLike, 'status'>,
  order?: { readonly status?: string | null },
): boolean {
  return item.status === 'Refunded' || item.status === 'Void' || order?.status === 'Void'
}

/**
 * The tag an item shows: Void when its sale was voided (the order's status says so even for an
 * item read before its own changed), Refunded once paid back, Exchanged once upgraded, Redeemed
 * once closed, Open while it can be used.
 */
export function itemStatus(
  item: Pick<ItemLike, 'qty' | 'json' | 'status'>,
  order?: { readonly status?: string | null },
): ItemStatus {
  if (item.status === 'Void' || order?.status === 'Void') return 'Void'
  if (item.status === 'Refunded') return 'Refunded'
  if (isExchanged(item)) return 'Exchanged'
  if (item.qty <= 0) return null
  if (item.status === 'Close') return 'Redeemed'
  return item.status === 'Open' ? 'Open' : null
}
