import type { Stock } from '../../../domain/contract/entities'
import { CATEGORY_LABELS, STOCK_TYPES, type StockType } from '../../../domain/stockTypes'

/** A tile of the grid's flow: a category's heading, or one of its cards. */
export type Tile =
  | { kind: 'heading'; type: StockType; label: string }
  | { kind: 'card'; type: StockType; stock: Stock }

interface Indexed {
  byType: Map<string, Stock[]>
  names: Map<Stock, string>
}

// Computed once per catalogue (SWR keeps the array while the data is the same), not per render
// nor per keystroke: the stock of each type, and each name in lower case for the search.
const indexes = new WeakMap<readonly Stock[], Indexed>()

function indexOf(stocks: readonly Stock[]): Indexed {
  let index = indexes.get(stocks)
  if (!index) {
    index = { byType: new Map(), names: new Map() }
    for (const stock of stocks) {
      const list = index.byType.get(stock.type) ?? []
      list.push(stock)
      index.byType.set(stock.type, list)
      index.names.set(stock, stock.name.toLowerCase())
    }
    indexes.set(stocks, index)
  }
  return index
}

/** The sold stock types in catalogue order, each with the stock it has (after filter and search). */
export function stockGroups(stocks: readonly Stock[], filters: readonly StockType[], search = '') {
  const { byType, names } = indexOf(stocks)
  const words = search.trim().toLowerCase()
  return STOCK_TYPES.filter((type) => filters.length === 0 || filters.includes(type))
    .map((type) => {
      const all = byType.get(type) ?? []
      const found = words ? all.filter((s) => names.get(s)!.includes(words)) : all
      return { type, label: CATEGORY_LABELS[type], stocks: found }
    })
    .filter((group) => group.stocks.length > 0)
}

/** Every visible category in one flow: its heading tile, then its cards. */
export function stockTiles(groups: ReturnType<typeof stockGroups>): Tile[] {
  return groups.flatMap((group): Tile[] => [
    { kind: 'heading', type: group.type, label: group.label },
    ...group.stocks.map((stock): Tile => ({ kind: 'card', type: group.type, stock })),
  ])
}
