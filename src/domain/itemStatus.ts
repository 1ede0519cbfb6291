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

export type ItemStatus = 'Open' | 'Redeemed' | 'Exchanged' | null

/** The tag an item shows: Exchanged once upgraded, Redeemed once closed, Open while it can be used. */
export function itemStatus(item: Pick<ItemLike, 'qty' | 'json' | 'status'>): ItemStatus {
  if (isExchanged(item)) return 'Exchanged'
  if (item.qty <= 0) return null
  if (item.status === 'Close') return 'Redeemed'
  return item.status === 'Open' ? 'Open' : null
}
