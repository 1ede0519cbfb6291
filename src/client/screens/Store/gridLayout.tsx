import type { StockType } from '../../../domain/stockTypes'
import type { Tile } from './stockTiles'

/** A card's height (a two-line name and its price), so rows need no measuring. */
export const ROW = 72
/** The band above a row where a category starts: its caption and rule. */
export const CAPTION = 26
export const GAP = 8
export const PAD = 8
/**
 * Four columns beside the cart at 1280 px, three at 1024 px: wide enough for the demo's longest
 * name ('Premium Photography Package') on two lines in the widest common sans-serif font.
 */
export const MIN_WIDTH = 200

/** The class names of a caption's parts, styled once by the grid (CAPTION_SX). */
export const CAPTION_CLASS = { first: 'StockGrid-first', caption: 'StockGrid-caption' } as const

/** One grid sized to the screen (more columns on wider screens): the skeleton's shape. */
export const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${MIN_WIDTH}px, 1fr))`,
  gridAutoRows: `${ROW}px`,
  gap: `${GAP}px`,
  p: `${PAD}px`,
} as const

/**
 * A category's caption is plain text over a rule, not a tile: nothing about it says "tap me". It
 * stands in the band above the category's first card, and its rule runs over the category's
 * cards in that row. Cards align to the bottom of their row, so a row with a caption is taller by
 * the band alone.
 */
export const CAPTION_SX = {
  [`& .${CAPTION_CLASS.first}`]: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  [`& .${CAPTION_CLASS.caption}`]: {
    height: CAPTION - 4,
    m: '0 0 4px',
    px: 0.5,
    boxSizing: 'border-box',
    borderBottom: 2,
    borderColor: 'primary.main',
    color: 'primary.main',
    fontSize: '0.85rem',
    fontWeight: 700,
    lineHeight: `${CAPTION - 7}px`,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
} as const

/** A category's caption over `span` cards of its row. */
export function Caption({ label, span }: { label: string; span: number }) {
  return (
    <h2
      className={CAPTION_CLASS.caption}
      style={{ width: `calc(${span * 100}% + ${(span - 1) * GAP}px)` }}
    >
      {label}
    </h2>
  )
}

/** The visible tiles cut into one section per category, so each category stays a named region. */
export function sections(tiles: Tile[]) {
  const out: { type: StockType; label: string; tiles: Tile[] }[] = []
  for (const tile of tiles) {
    const last = out.at(-1)
    if (last?.type === tile.type) last.tiles.push(tile)
    else out.push({ type: tile.type, label: tile.label, tiles: [tile] })
  }
  return out
}
