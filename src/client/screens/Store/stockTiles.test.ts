import { describe, expect, it } from 'vitest'
import { stocks } from '../../../../stories/fixtures/catalogue'
import { rowHasCaption, stockGroups, stockTiles, type Tile } from './stockTiles'

/** What the flow stands for: each group's cards, one group after another. */
function everyTile(groups: ReturnType<typeof stockGroups>): Tile[] {
  let index = 0
  return groups.flatMap((group) =>
    group.stocks.map((stock, i): Tile => ({
      type: group.type,
      label: group.label,
      stock,
      index: index++,
      first: i === 0,
      run: group.stocks.length - i,
    })),
  )
}

describe('the grid’s flow of tiles', () => {
  const groups = stockGroups(stocks, [])
  const flow = stockTiles(groups)
  const all = everyTile(groups)

  it('holds a card per product sold, the first of each of the 7 categories marked', () => {
    const tiles = flow.slice(0, flow.length)
    expect(tiles).toHaveLength(15)
    expect(tiles.filter((tile) => tile.first).map((tile) => tile.label)).toEqual([
      'Bears & Charms',
      'Degree Presentation Photos',
      'Graduation Photography',
      'Plaques',
      'Ceremony Video',
      'Frames',
      'Flowers',
    ])
    expect(tiles).toEqual(all)
  })

  it('gives any range of rows the same tiles as the whole flow, across categories', () => {
    for (let start = 0; start <= flow.length; start++) {
      for (const size of [1, 3, 4, 7]) {
        expect(flow.slice(start, start + size)).toEqual(all.slice(start, start + size))
      }
    }
  })

  it('gives a caption band to the rows where a category starts, and to no other', () => {
    // Frames are cards 0–2, flowers 3–4.
    const frames = stockTiles(stockGroups(stocks, ['Stock#Frame', 'Stock#Flower']))
    expect([0, 1, 2].map((row) => rowHasCaption(frames, 2, row))).toEqual([true, true, false])
    expect([0, 1, 2].map((row) => rowHasCaption(frames, 1, row))).toEqual([true, false, false])
    expect(rowHasCaption(frames, 1, 3)).toBe(true)
    // Every category of the demo starts in one of its four rows of four.
    expect([0, 1, 2, 3].map((row) => rowHasCaption(flow, 4, row))).toEqual([true, true, true, true])
  })

  it('is empty when nothing matches', () => {
    const none = stockTiles(stockGroups(stocks, [], 'no such product'))
    expect(none.length).toBe(0)
    expect(none.slice(0, 8)).toEqual([])
  })
})
