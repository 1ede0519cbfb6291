import { memo, useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import type { Stock } from '../../../domain/contract/entities'
import { formatMoney, toCents } from '../../../domain/sale/money'
import { StockImage } from '../../components/StockImage'

/** How long a tapped card stays lit, so the operator sees which one took the tap. */
export const TAP_FLASH_MS = 600

export interface StockCardProps {
  stock: Stock
  onAdd: (stock: Stock) => void
}

/** One product: picture, name on two lines at most, price. Memoised: the cart never re-renders it. */
export const StockCard = memo(function StockCard({ stock, onAdd }: StockCardProps) {
  const [lit, setLit] = useState(false)
  useEffect(() => {
    if (!lit) return
    const id = setTimeout(() => setLit(false), TAP_FLASH_MS)
    return () => clearTimeout(id)
  }, [lit])
  const price = formatMoney(toCents(stock.price))
  return (
    <ButtonBase
      onClick={() => {
        setLit(true)
        onAdd(stock)
      }}
      aria-label={`${stock.name}, ${price}`}
      data-tapped={lit || undefined}
      sx={{
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 1,
        p: 1,
        minHeight: 76,
        bgcolor: lit ? 'warning.light' : 'background.paper',
        borderRadius: 2,
        border: 2,
        borderColor: lit ? 'secondary.main' : 'divider',
        transition: 'background-color 300ms, border-color 300ms',
      }}
    >
      <StockImage images={stock.images} name={stock.name} size={44} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          title={stock.name}
          sx={{
            fontWeight: 700,
            fontSize: '0.95rem',
            lineHeight: 1.25,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {stock.name}
        </Typography>
        <Typography component="span" color="primary" sx={{ fontWeight: 700 }}>
          {price}
        </Typography>
      </Box>
    </ButtonBase>
  )
})
