import type { CatalogueStock } from '../../../domain/contract/stock'
import { CATEGORY_LABELS, STOCK_TYPES, type StockType } from '../../../domain/stockTypes'

/** One card of the grid's flow, with its category; the first of each category carries its caption. */
export interface Tile {
  type: StockType
  label: string
  stock: CatalogueStock
  /** Its place in the flow. */
  index: number
  /** The first card of its category: the category's caption stands above it. */
  first: boolean
  /** How many cards of its category follow it in the flow, itself included. */
  run: number
}

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

/** Every visible category's cards in one flow, one category after another. */
export interface TileFlow {
  length: number
  /** Where each category's first card is in the flow, in order. */
  starts: readonly number[]
  /** The tiles from `start` up to `end`, made only for the rows in view. */
  slice(start: number, end: number): Tile[]
}

/**
 * The flow of the groups' cards, without making them all: only the rows in view are shown, and
 * with 20,015 stocks a tile object for each took 25 ms of the store's first render (335 ms in a
 * trace, profiler on).
 */
export function stockTiles(groups: ReturnType<typeof stockGroups>): TileFlow {
  const starts: number[] = []
  let length = 0
  for (const group of groups) {
    starts.push(length)
    length += group.stocks.length
  }
  return {
    length,
    starts,
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
        tiles.push({
          type: group.type,
          label: group.label,
          stock: group.stocks[offset]!,
          index: i,
          first: offset === 0,
          run: group.stocks.length - offset,
        })
      }
      return tiles
    },
  }
}

/** Whether a category starts in row `row` of a flow laid out in `columns`: that row has a caption band. */
export function rowHasCaption(flow: TileFlow, columns: number, row: number): boolean {
  const from = row * columns
  const to = from + columns
  // A handful of categories: a scan is cheaper than anything cleverer.
  return flow.starts.some((start) => start >= from && start < to)
}
