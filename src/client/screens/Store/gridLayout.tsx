import Typography from '@mui/material/Typography'
import type { StockType } from '../../../domain/stockTypes'
import type { Tile } from './stockTiles'

/** Every row is this tall (a card with a two-line name and its price), so rows need no measuring. */
export const ROW = 82
export const GAP = 8
export const PAD = 8
export const MIN_WIDTH = 160

/** One grid sized to the screen (more columns on wider screens); the minimum keeps 2-line names readable. */
export const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${MIN_WIDTH}px, 1fr))`,
  gridAutoRows: `${ROW}px`,
  gap: `${GAP}px`,
  p: `${PAD}px`,
} as const

export function Heading({ tile }: { tile: Extract<Tile, { kind: 'heading' }> }) {
  return (
    <Typography
      variant="h6"
      component="h2"
      sx={{
        display: 'flex',
        alignItems: 'center',
        px: 1.5,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        lineHeight: 1.2,
      }}
    >
      {tile.label}
    </Typography>
  )
}

/** The visible tiles cut into one section per category, so each category stays a named region. */
export function sections(tiles: Tile[]) {
  const out: { type: StockType; tiles: Tile[] }[] = []
  for (const tile of tiles) {
    const last = out.at(-1)
    if (last?.type === tile.type) last.tiles.push(tile)
    else out.push({ type: tile.type, tiles: [tile] })
  }
  return out
}
