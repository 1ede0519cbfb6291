import { memo, useMemo, useRef } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { CatalogueStock } from '../../../domain/contract/stock'
import type { StockType } from '../../../domain/stockTypes'
import {
  CAPTION,
  CAPTION_CLASS,
  CAPTION_SX,
  Caption,
  GAP,
  GRID_SX,
  MIN_WIDTH,
  PAD,
  ROW,
  sections,
} from './gridLayout'
import { StockCard } from './StockCard'
import { CARD_SX } from './stockCardStyles'
import { rowHasCaption, stockGroups, stockTiles, type Tile, type TileFlow } from './stockTiles'
import { useColumns } from './useColumns'

export { stockGroups } from './stockTiles'
export { GRID_SX } from './gridLayout'

export interface StockGridProps {
  /** The catalogue's stocks, one card each. */
  stocks: readonly CatalogueStock[]
  /** The categories chosen in the category panel; none shows every stock. */
  filters: readonly StockType[]
  /** Typed in the search box: names containing it, any case. */
  search: string
  /** What a card says of its stock on hand ('3 left', 'Sold out'), by stock id; none: nothing. */
  labels?: Readonly<Record<string, string>>
  /** A card was tapped: one more in the cart. */
  onAdd: (stock: CatalogueStock) => void
}

// Static, so emotion makes these classes once; what changes with the scroll goes in `style`.
// Contained, so a lit card repaints the grid's box, not the page around it.
const SCROLLER_SX = {
  height: '100%',
  overflowY: 'auto',
  contain: 'content',
  ...CARD_SX,
  ...CAPTION_SX,
} as const
// Cards sit at the bottom of their row: a row where a category starts is taller by its caption.
const FLOW_SX = { ...GRID_SX, gridAutoRows: 'auto', alignItems: 'end', py: 0 } as const

/**
 * Every visible category flows through one grid, one after another: a category's caption stands
 * above its first card, so headings take no card's place. Only the rows in view (and a few
 * either side) are in the page, whatever the size of the catalogue: @tanstack/react-virtual
 * tracks the scroll and the spacing stands in for the rest; each row's height is known from the
 * flow (with or without a caption band), never measured. Memoised with its cards, so a change to
 * the cart re-renders neither; the groups are computed once per catalogue, filter and search.
 */
export const StockGrid = memo(function StockGrid({
  stocks,
  filters,
  search,
  labels,
  onAdd,
}: StockGridProps) {
  const groups = useMemo(() => stockGroups(stocks, filters, search), [stocks, filters, search])
  const tiles = useMemo(() => stockTiles(groups), [groups])
  const scroller = useRef<HTMLDivElement>(null)
  const measured = useColumns(scroller, { min: MIN_WIDTH, gap: GAP, padding: PAD })
  const columns = measured ?? 1
  // A new key function whenever the rows' heights may change, so the virtualizer lays them out
  // again (it keeps its layout while its options stay the same).
  const rowKey = useMemo(() => rowKeys(tiles, columns), [tiles, columns])
  // The React compiler leaves this component as written, which is what it needs: it is memoised
  // by hand, and the virtualizer's functions are called afresh in each render.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    // No rows until the width is known (before the first paint).
    count: measured ? Math.ceil(tiles.length / columns) : 0,
    getScrollElement: () => scroller.current,
    getItemKey: rowKey,
    estimateSize: (row) => (rowHasCaption(tiles, columns, row) ? CAPTION : 0) + ROW + GAP,
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
            <section key={section.type} aria-label={section.label} style={{ display: 'contents' }}>
              {section.tiles.map((tile) =>
                tile.first ? (
                  <FirstCard
                    key={tile.stock.id}
                    tile={tile}
                    // The cards of its category left in its row.
                    span={Math.min(tile.run, columns - (tile.index % columns))}
                    label={labels?.[tile.stock.id] ?? null}
                    onAdd={onAdd}
                  />
                ) : (
                  <StockCard
                    key={tile.stock.id}
                    stock={tile.stock}
                    label={labels?.[tile.stock.id] ?? null}
                    onAdd={onAdd}
                  />
                ),
              )}
            </section>
          ))}
        </Box>
      )}
    </Box>
  )
})

/** The rows' keys for one layout of one flow: their index, in a function of its own. */
function rowKeys(_tiles: TileFlow, _columns: number) {
  return (row: number) => row
}

/** A category's first card, with the category's caption above it. */
function FirstCard({
  tile,
  span,
  label,
  onAdd,
}: {
  tile: Tile
  span: number
  label: string | null
  onAdd: (stock: CatalogueStock) => void
}) {
  return (
    <div className={CAPTION_CLASS.first}>
      <Caption label={tile.label} span={span} />
      <StockCard stock={tile.stock} label={label} onAdd={onAdd} />
    </div>
  )
}
