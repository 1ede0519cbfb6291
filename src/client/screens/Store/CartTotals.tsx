import { memo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { formatMoney, gstIncluded, subtotalExGst } from '../../../domain/sale/money'
import { LAYOUT } from '../../theme'

/** Subtotal, GST and total of the cart, in cents. Memoised: re-rendered only when the total changes. */
export const CartTotals = memo(function CartTotals({ total }: { total: number }) {
  return (
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
  )
})

/** The cart's foot: the totals and Check out. Memoised apart, so a tap never re-renders the button. */
export const CheckoutButton = memo(function CheckoutButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      fullWidth
      color="secondary"
      onClick={onClick}
      sx={{
        mt: 2,
        height: LAYOUT.checkoutHeight,
        borderRadius: `${LAYOUT.checkoutRadius}px`,
        fontSize: '1.3rem',
      }}
    >
      Check out
    </Button>
  )
})

export const CartDivider = memo(function CartDivider() {
  return <Divider sx={{ mb: 1 }} />
})
