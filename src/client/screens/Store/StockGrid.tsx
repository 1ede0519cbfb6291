import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import type { Stock } from '../../../domain/contract/entities'
import { formatMoney, toCents } from '../../../domain/sale/money'
import { CATEGORY_LABELS, STOCK_TYPES, type StockType } from '../../../domain/stockTypes'
import { StockImage } from '../../components/StockImage'

export interface StockGridProps {
  stocks: readonly Stock[] | undefined
  loading: boolean
  filters: readonly StockType[]
  onAdd: (stock: Stock) => void
}

/** The sold stock types in catalogue order, each with the stock it has (after the filter). */
export function stockGroups(stocks: readonly Stock[], filters: readonly StockType[]) {
  return STOCK_TYPES.filter((type) => filters.length === 0 || filters.includes(type))
    .map((type) => ({
      type,
      label: CATEGORY_LABELS[type],
      stocks: stocks.filter((s) => s.type === type),
    }))
    .filter((group) => group.stocks.length > 0)
}

export function StockGrid({ stocks, loading, filters, onAdd }: StockGridProps) {
  if (loading && !stocks) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
        <CircularProgress aria-label="Loading products" size={56} />
      </Box>
    )
  }
  const groups = stockGroups(stocks ?? [], filters)
  if (groups.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
        No products to show.
      </Typography>
    )
  }
  return (
    <Box sx={{ p: 2 }}>
      {groups.map((group) => (
        <Box
          component="section"
          key={group.type}
          aria-labelledby={`category-${group.type}`}
          sx={{ mb: 3 }}
        >
          <Typography id={`category-${group.type}`} variant="h3" component="h2" sx={{ mb: 1.5 }}>
            {group.label}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
              gap: 2,
            }}
          >
            {group.stocks.map((stock) => (
              <ButtonBase
                key={stock.id}
                onClick={() => onAdd(stock)}
                aria-label={`${stock.name}, ${formatMoney(toCents(stock.price))}`}
                sx={{
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  textAlign: 'left',
                  bgcolor: 'background.paper',
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  p: 1.5,
                  gap: 1,
                  '&:active': { borderColor: 'secondary.main', boxShadow: 3 },
                }}
              >
                <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                  <StockImage images={stock.images} name={stock.name} size={120} />
                </Box>
                <Typography sx={{ fontWeight: 700, minHeight: '2.6em', lineHeight: 1.3 }}>
                  {stock.name}
                </Typography>
                <Typography variant="h5" component="span" color="primary">
                  {formatMoney(toCents(stock.price))}
                </Typography>
              </ButtonBase>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  )
}
