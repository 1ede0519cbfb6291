import { describe, expect, it } from 'vitest'
import { stocks } from '../../../../stories/fixtures/catalogue'
import { stockGroups, stockTiles, type Tile } from './stockTiles'

/** What the flow stands for: each group's heading, then its cards, one after another. */
function everyTile(groups: ReturnType<typeof stockGroups>): Tile[] {
  return groups.flatMap((group): Tile[] => [
    { kind: 'heading', type: group.type, label: group.label },
    ...group.stocks.map((stock): Tile => ({ kind: 'card', type: group.type, stock })),
  ])
}

describe('the grid’s flow of tiles', () => {
  const groups = stockGroups(stocks, [])
  const flow = stockTiles(groups)
  const all = everyTile(groups)

  it('holds a heading per category and a card per product sold (the demo’s 7 and 15)', () => {
    const tiles = flow.slice(0, flow.length)
    expect(tiles.filter((tile) => tile.kind === 'heading')).toHaveLength(7)
    expect(tiles.filter((tile) => tile.kind === 'card')).toHaveLength(15)
    expect(tiles).toEqual(all)
  })

  it('gives any range of rows the same tiles as the whole flow, across categories', () => {
    for (let start = 0; start <= flow.length; start++) {
      for (const size of [1, 3, 4, 7]) {
        expect(flow.slice(start, start + size)).toEqual(all.slice(start, start + size))
      }
    }
  })

  it('is empty when nothing matches', () => {
    const none = stockTiles(stockGroups(stocks, [], 'no such product'))
    expect(none.length).toBe(0)
    expect(none.slice(0, 8)).toEqual([])
  })
})
