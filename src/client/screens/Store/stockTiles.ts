import type { CatalogueStock } from '../../../domain/contract/stock'
import { CATEGORY_LABELS, STOCK_TYPES, type StockType } from '../../../domain/stockTypes'

/** A tile of the grid's flow: a category's heading, or one of its cards. */
export type Tile =
  | { kind: 'heading'; type: StockType; label: string }
  | { kind: 'card'; type: StockType; stock: CatalogueStock }

// Computed once per catalogue (SWR keeps the array while the data is the same), not per render
// nor per keystroke: the stock of each type, and, once something is searched, each name in
// lower case (not before: with 20,000 stocks that would delay the first card).
const byTypes = new WeakMap<readonly CatalogueStock[], Map<string, CatalogueStock[]>>()
const lowerNames = new WeakMap<readonly CatalogueStock[], Map<CatalogueStock, string>>()

function byType(stocks: readonly CatalogueStock[]): Map<string, CatalogueStock[]> {
  let index = byTypes.get(stocks)
  if (!index) {
    index = new Map()
    for (const stock of stocks) {
      const list = index.get(stock.type)
      if (list) list.push(stock)
      else index.set(stock.type, [stock])
    }
    byTypes.set(stocks, index)
  }
  return index
}

function namesOf(stocks: readonly CatalogueStock[]): Map<CatalogueStock, string> {
  let names = lowerNames.get(stocks)
  if (!names) {
    names = new Map(stocks.map((stock) => [stock, stock.name.toLowerCase()]))
    lowerNames.set(stocks, names)
  }
  return names
}

/** The sold stock types in catalogue order, each with the stock it has (after filter and search). */
export function stockGroups(
  stocks: readonly CatalogueStock[],
  filters: readonly StockType[],
  search = '',
) {
  const groups = byType(stocks)
  const words = search.trim().toLowerCase()
  const names = words ? namesOf(stocks) : null
  return STOCK_TYPES.filter((type) => filters.length === 0 || filters.includes(type))
    .map((type) => {
      const all = groups.get(type) ?? []
      const found = names ? all.filter((s) => names.get(s)!.includes(words)) : all
      return { type, label: CATEGORY_LABELS[type], stocks: found }
    })
    .filter((group) => group.stocks.length > 0)
}

/** Every visible category in one flow: its heading tile, then its cards. */
export interface TileFlow {
  length: number
  /** The tiles from `start` up to `end`, made only for the rows in view. */
  slice(start: number, end: number): Tile[]
}

/**
 * The flow of the groups' tiles, without making them all: only the rows in view are shown, and
 * with 20,015 stocks a tile object for each took 25 ms of the store's first render (335 ms in a
 * trace, profiler on).
 */
export function stockTiles(groups: ReturnType<typeof stockGroups>): TileFlow {
  // Where each group's heading is in the flow; its cards follow it.
  const starts: number[] = []
  let length = 0
  for (const group of groups) {
    starts.push(length)
    length += 1 + group.stocks.length
  }
  return {
    length,
    slice(start, end) {
      const tiles: Tile[] = []
      const last = Math.min(end, length)
      // The last group starting at or before `start`, then forward through the range.
      let g = 0
      while (g + 1 < groups.length && starts[g + 1]! <= start) g++
      for (let i = Math.max(0, start); i < last; i++) {
        if (g + 1 < groups.length && starts[g + 1] === i) g++
        const group = groups[g]!
        const offset = i - starts[g]!
        tiles.push(
          offset === 0
            ? { kind: 'heading', type: group.type, label: group.label }
            : { kind: 'card', type: group.type, stock: group.stocks[offset - 1]! },
        )
      }
      return tiles
    },
  }
}
