import type { ItemLike } from './itemStatus'
import { unitPrice } from './sale/cart'
import type { Colour } from './sale/colour'
import { toCents, type Cents } from './sale/money'

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
