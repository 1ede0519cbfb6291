import { memo } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { cartTotal, type CartLine } from '../../../domain/sale/cart'
import type { CatalogueStock } from '../../../domain/contract/stock'
import { CartLineItem } from './CartLineItem'
import { CartDivider, CartTotals, CheckoutButton } from './CartTotals'
import { CART_LINE_SX } from './cartLineStyles'
import { useScrollCue } from './useScrollCue'
import { LAYOUT } from '../../theme'

export interface CartPanelProps {
  /** The cart's lines, in the order they were added. */
  lines: readonly CartLine<CatalogueStock>[]
  /** The plus of a line was tapped. */
  onIncrement: (line: CartLine<CatalogueStock>) => void
  /** The minus of a line was tapped; at one, the line goes. */
  onDecrement: (line: CartLine<CatalogueStock>) => void
  /** Checkout was tapped. */
  onCheckout: () => void
}

// Static, so each tap reuses them rather than building them again.
const PANEL_SX = {
  width: { xs: LAYOUT.cartWidthNarrow, lg: LAYOUT.cartWidth },
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  bgcolor: 'background.paper',
  borderLeft: 1,
  borderColor: 'divider',
  // A tap changes texts in here: contained, they repaint the panel, not the page around it.
  contain: 'content',
} as const
const LIST_SX = {
  flex: 1,
  overflowY: 'auto',
  listStyle: 'none',
  m: 0,
  px: 2,
  py: 0,
  ...CART_LINE_SX,
} as const
const FOOT_SX = { p: 2, pt: 1 } as const

const CartHeading = memo(function CartHeading() {
  return (
    <Typography variant="h3" component="h2" sx={{ p: 2, pb: 1 }}>
      Cart
    </Typography>
  )
})

/** The cart beside the products: only the parts a tap changes re-render (lines, totals). */
export function CartPanel({ lines, onIncrement, onDecrement, onCheckout }: CartPanelProps) {
  const total = cartTotal(lines)
  const { ref: listRef, more, onScroll } = useScrollCue<HTMLUListElement>(lines)
  return (
    <Box component="aside" aria-label="Cart" sx={PANEL_SX}>
      <CartHeading />
      <Box component="ul" ref={listRef} onScroll={onScroll} sx={LIST_SX}>
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
      <Box sx={FOOT_SX}>
        <CartDivider />
        <CartTotals total={total} />
        <CheckoutButton onClick={onCheckout} />
      </Box>
    </Box>
  )
}
