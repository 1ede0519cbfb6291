import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { cartTotal, type CartLine } from '../../../domain/sale/cart'
import type { Stock } from '../../../domain/contract/entities'
import { formatMoney, gstIncluded, subtotalExGst } from '../../../domain/sale/money'
import { CartLineItem } from './CartLineItem'
import { useScrollCue } from './useScrollCue'
import { LAYOUT } from '../../theme'

export interface CartPanelProps {
  lines: readonly CartLine<Stock>[]
  onIncrement: (line: CartLine<Stock>) => void
  onDecrement: (line: CartLine<Stock>) => void
  onCheckout: () => void
}

export function CartPanel({ lines, onIncrement, onDecrement, onCheckout }: CartPanelProps) {
  const total = cartTotal(lines)
  const { ref: listRef, more, onScroll } = useScrollCue<HTMLUListElement>(lines)
  return (
    <Box
      component="aside"
      aria-label="Cart"
      sx={{
        width: { xs: LAYOUT.cartWidthNarrow, lg: LAYOUT.cartWidth },
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderLeft: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="h3" component="h2" sx={{ p: 2, pb: 1 }}>
        Cart
      </Typography>
      <Box
        component="ul"
        ref={listRef}
        onScroll={onScroll}
        sx={{ flex: 1, overflowY: 'auto', listStyle: 'none', m: 0, px: 2, py: 0 }}
      >
        {lines.length === 0 && (
          <Typography component="li" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            Tap a product to add it.
          </Typography>
        )}
        {lines.map((line) => (
          <CartLineItem
            key={`${line.stock.id}-${line.colour?.name ?? ''}`}
            line={line}
            onIncrement={onIncrement}
            onDecrement={onDecrement}
          />
        ))}
      </Box>
      {more && (
        <Box
          aria-hidden
          sx={{
            position: 'relative',
            mt: -5,
            height: 40,
            pointerEvents: 'none',
            background: 'linear-gradient(transparent, rgba(255,255,255,0.95))',
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'flex-end',
          }}
        >
          <ExpandMoreIcon color="primary" />
        </Box>
      )}
      {more && (
        <Typography variant="body2" color="primary" sx={{ textAlign: 'center', fontWeight: 700 }}>
          Scroll for more items
        </Typography>
      )}
      <Box sx={{ p: 2, pt: 1 }}>
        <Divider sx={{ mb: 1 }} />
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            rowGap: 0.5,
            '& dd': { m: 0, textAlign: 'right' },
          }}
        >
          <dt>Subtotal</dt>
          <dd aria-label="Subtotal">{formatMoney(subtotalExGst(total))}</dd>
          <dt>GST</dt>
          <dd aria-label="GST">{formatMoney(gstIncluded(total))}</dd>
          <Typography component="dt" variant="h4">
            Total
          </Typography>
          <Typography component="dd" variant="h4" aria-label="Total">
            {formatMoney(total)}
          </Typography>
        </Box>
        <Button
          fullWidth
          color="secondary"
          onClick={onCheckout}
          sx={{
            mt: 2,
            height: LAYOUT.checkoutHeight,
            borderRadius: `${LAYOUT.checkoutRadius}px`,
            fontSize: '1.3rem',
          }}
        >
          Check out
        </Button>
      </Box>
    </Box>
  )
}
