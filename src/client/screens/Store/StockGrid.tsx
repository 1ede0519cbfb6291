import { memo } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Stock } from '../../../domain/contract/entities'
import { CATEGORY_LABELS, STOCK_TYPES, type StockType } from '../../../domain/stockTypes'
import { StockCard } from './StockCard'

export interface StockGridProps {
  stocks: readonly Stock[]
  filters: readonly StockType[]
  /** Typed in the search box: names containing it, any case. */
  search: string
  onAdd: (stock: Stock) => void
}

/** The sold stock types in catalogue order, each with the stock it has (after filter and search). */
export function stockGroups(stocks: readonly Stock[], filters: readonly StockType[], search = '') {
  const words = search.trim().toLowerCase()
  const found = words ? stocks.filter((s) => s.name.toLowerCase().includes(words)) : stocks
  return STOCK_TYPES.filter((type) => filters.length === 0 || filters.includes(type))
    .map((type) => ({
      type,
      label: CATEGORY_LABELS[type],
      stocks: found.filter((s) => s.type === type),
    }))
    .filter((group) => group.stocks.length > 0)
}

/** One grid sized to the screen (more columns on wider screens); the minimum keeps 2-line names readable. */
export const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gridAutoRows: 'minmax(76px, auto)',
  gap: 1,
  p: 1,
} as const

/**
 * Every visible category flows through one grid: its heading is a tile in the flow, its cards
 * follow. Memoised with its cards, so a change to the cart re-renders neither.
 */
export const StockGrid = memo(function StockGrid({
  stocks,
  filters,
  search,
  onAdd,
}: StockGridProps) {
  const groups = stockGroups(stocks, filters, search)
  if (groups.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
        {search.trim() ? `No products match "${search.trim()}".` : 'No products to show.'}
      </Typography>
    )
  }
  return (
    <Box sx={GRID_SX}>
      {groups.map((group) => (
        <Box
          component="section"
          key={group.type}
          aria-labelledby={`category-${group.type}`}
          sx={{ display: 'contents' }}
        >
          <Typography
            id={`category-${group.type}`}
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
            {group.label}
          </Typography>
          {group.stocks.map((stock) => (
            <StockCard key={stock.id} stock={stock} onAdd={onAdd} />
          ))}
        </Box>
      ))}
    </Box>
  )
})
