import { memo, useMemo, useRef } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { CatalogueStock } from '../../../domain/contract/stock'
import type { StockType } from '../../../domain/stockTypes'
import { GAP, GRID_SX, Heading, MIN_WIDTH, PAD, ROW, sections } from './gridLayout'
import { StockCard } from './StockCard'
import { CARD_SX } from './stockCardStyles'
import { stockGroups, stockTiles } from './stockTiles'
import { useColumns } from './useColumns'

export { stockGroups } from './stockTiles'
export { GRID_SX } from './gridLayout'

export interface StockGridProps {
  stocks: readonly CatalogueStock[]
  filters: readonly StockType[]
  /** Typed in the search box: names containing it, any case. */
  search: string
  onAdd: (stock: CatalogueStock) => void
}

// Static, so emotion makes these classes once; what changes with the scroll goes in `style`.
// Contained, so a lit card repaints the grid's box, not the page around it.
const SCROLLER_SX = { height: '100%', overflowY: 'auto', contain: 'content', ...CARD_SX } as const
const FLOW_SX = { ...GRID_SX, py: 0 } as const

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
  const labels = useMemo(
    () => new Map<string, string>(groups.map((g) => [g.type, g.label])),
    [groups],
  )
  const scroller = useRef<HTMLDivElement>(null)
  const measured = useColumns(scroller, { min: MIN_WIDTH, gap: GAP, padding: PAD })
  const columns = measured ?? 1
  const virtualizer = useVirtualizer({
    // No rows until the width is known (before the first paint).
    count: measured ? Math.ceil(tiles.length / columns) : 0,
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
  return (
    <Box ref={scroller} sx={SCROLLER_SX}>
      {tiles.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
          {search.trim() ? `No products match "${search.trim()}".` : 'No products to show.'}
        </Typography>
      ) : (
        <Box
          sx={FLOW_SX}
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            paddingTop: first?.start ?? PAD,
            paddingBottom: Math.max(PAD, virtualizer.getTotalSize() - (last?.end ?? 0) + GAP),
          }}
        >
          {sections(shown).map((section) => (
            <section
              key={section.type}
              aria-label={labels.get(section.type)}
              style={{ display: 'contents' }}
            >
              {section.tiles.map((tile) =>
                tile.kind === 'heading' ? (
                  <Heading key="heading" tile={tile} />
                ) : (
                  <StockCard key={tile.stock.id} stock={tile.stock} onAdd={onAdd} />
                ),
              )}
            </section>
          ))}
        </Box>
      )}
    </Box>
  )
})
