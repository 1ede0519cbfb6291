import { memo, useMemo, useRef } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Stock } from '../../../domain/contract/entities'
import type { StockType } from '../../../domain/stockTypes'
import { StockCard } from './StockCard'
import { stockGroups, stockTiles, type Tile } from './stockTiles'
import { useColumns } from './useColumns'

export { stockGroups } from './stockTiles'

export interface StockGridProps {
  stocks: readonly Stock[]
  filters: readonly StockType[]
  /** Typed in the search box: names containing it, any case. */
  search: string
  onAdd: (stock: Stock) => void
}

/** Every row is this tall (a card with a two-line name and its price), so rows need no measuring. */
const ROW = 82
const GAP = 8
const PAD = 8
const MIN_WIDTH = 160

/** One grid sized to the screen (more columns on wider screens); the minimum keeps 2-line names readable. */
export const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${MIN_WIDTH}px, 1fr))`,
  gridAutoRows: `${ROW}px`,
  gap: `${GAP}px`,
  p: `${PAD}px`,
} as const

function Heading({ tile }: { tile: Extract<Tile, { kind: 'heading' }> }) {
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
function sections(tiles: Tile[]) {
  const out: { type: StockType; tiles: Tile[] }[] = []
  for (const tile of tiles) {
    const last = out.at(-1)
    if (last?.type === tile.type) last.tiles.push(tile)
    else out.push({ type: tile.type, tiles: [tile] })
  }
  return out
}

/**
 * Every visible category flows through one grid: its heading is a tile in the flow, its cards
 * follow. Only the rows in view (and a few either side) are in the page, whatever the size of
 * the catalogue: @tanstack/react-virtual tracks the scroll and the spacing stands in for the
 * rest. Memoised with its cards, so a change to the cart re-renders neither; the groups are
 * computed once per catalogue, filter and search.
 */
export const StockGrid = memo(function StockGrid({
  stocks,
  filters,
  search,
  onAdd,
}: StockGridProps) {
  const groups = useMemo(() => stockGroups(stocks, filters, search), [stocks, filters, search])
  const tiles = useMemo(() => stockTiles(groups), [groups])
  const scroller = useRef<HTMLDivElement>(null)
  const columns = useColumns(scroller, { min: MIN_WIDTH, gap: GAP, padding: PAD })
  // The grid is memoised by hand (memo above), not by React Compiler, which this rule warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: Math.ceil(tiles.length / columns),
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW + GAP,
    overscan: 3,
    paddingStart: PAD,
    paddingEnd: PAD,
  })
  const rows = virtualizer.getVirtualItems()
  const first = rows[0]
  const last = rows.at(-1)
  const shown = first && last ? tiles.slice(first.index * columns, (last.index + 1) * columns) : []
  const labels = new Map<string, string>(groups.map((g) => [g.type, g.label]))
  return (
    <Box ref={scroller} sx={{ height: '100%', overflowY: 'auto' }}>
      {tiles.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
          {search.trim() ? `No products match "${search.trim()}".` : 'No products to show.'}
        </Typography>
      ) : (
        <Box
          sx={{
            ...GRID_SX,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            pt: `${first?.start ?? PAD}px`,
            pb: `${Math.max(PAD, virtualizer.getTotalSize() - (last?.end ?? 0) + GAP)}px`,
          }}
        >
          {sections(shown).map((section) => (
            <Box
              component="section"
              key={section.type}
              aria-label={labels.get(section.type)}
              sx={{ display: 'contents' }}
            >
              {section.tiles.map((tile) =>
                tile.kind === 'heading' ? (
                  <Heading key="heading" tile={tile} />
                ) : (
                  <StockCard key={tile.stock.id} stock={tile.stock} onAdd={onAdd} />
                ),
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  )
})
