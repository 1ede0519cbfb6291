import { memo } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import type { CartLine } from '../../../domain/sale/cart'
import type { Stock } from '../../../domain/contract/stock'
import { formatMoney, toCents } from '../../../domain/sale/money'

export function lineLabel(line: CartLine<Stock>) {
  return line.colour ? `${line.stock.name} (${line.colour.name})` : line.stock.name
}

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const

export interface CartLineItemProps {
  line: CartLine<Stock>
  onIncrement: (line: CartLine<Stock>) => void
  onDecrement: (line: CartLine<Stock>) => void
}

/**
 * One cart line: name on one line (the full name in its label), colour, unit price, line total.
 * Memoised: a tap re-renders the line it changed, not the others (the handlers are stable).
 */
export const CartLineItem = memo(function CartLineItem({
  line,
  onIncrement,
  onDecrement,
}: CartLineItemProps) {
  const label = lineLabel(line)
  const unit = toCents(line.stock.price)
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
        <Typography title={label} sx={{ flex: 1, fontWeight: 700, ...oneLine }}>
          {line.stock.name}
        </Typography>
        <Typography aria-label={`Line total of ${label}`} color="primary" sx={{ fontWeight: 700 }}>
          {formatMoney(unit * line.qty)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        {line.colour && (
          <Box
            aria-hidden
            sx={{
              width: 14,
              height: 14,
              flexShrink: 0,
              borderRadius: '50%',
              bgcolor: line.colour.value,
              border: 1,
              borderColor: 'grey.400',
            }}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, ...oneLine }}>
          {line.colour ? `${line.colour.name} · ` : ''}
          {formatMoney(unit)} each
        </Typography>
        <IconButton
          aria-label={`Remove one ${label}`}
          onClick={() => onDecrement(line)}
          color="primary"
        >
          <RemoveIcon />
        </IconButton>
        <Typography
          aria-label={`Quantity of ${label}`}
          sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700, fontSize: '1.2rem' }}
        >
          {line.qty}
        </Typography>
        <IconButton
          aria-label={`Add one ${label}`}
          onClick={() => onIncrement(line)}
          color="primary"
        >
          <AddIcon />
        </IconButton>
      </Box>
    </Box>
  )
})
