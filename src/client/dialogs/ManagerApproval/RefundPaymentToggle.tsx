import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import PaymentsIcon from '@mui/icons-material/Payments'
import CreditCardIcon from '@mui/icons-material/CreditCard'
import type { RefundPayment } from '../../../domain/corrections/corrections'

interface RefundPaymentToggleProps {
  value: RefundPayment | null
  onChange: (value: RefundPayment) => void
}

// The chosen one filled, as the payment buttons of a sale are: a pale tint is missed at arm's length.
const LOOK = {
  minHeight: 88,
  gap: 1,
  fontSize: '1.2rem',
  '&.Mui-selected, &.Mui-selected:hover': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
  },
} as const

/** Cash or EFTPOS, two large buttons: how the refund's money goes back. */
export function RefundPaymentToggle({ value, onChange }: RefundPaymentToggleProps) {
  return (
    <div>
      <Typography id="refund-payment-label" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Give the money back by
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={value}
        aria-labelledby="refund-payment-label"
        // A second tap on the chosen one keeps it chosen: a refund always has a payment.
        onChange={(_, next: RefundPayment | null) => next && onChange(next)}
      >
        <ToggleButton value="Cash" sx={LOOK}>
          <PaymentsIcon /> Cash
        </ToggleButton>
        <ToggleButton value="Eftpos" sx={LOOK}>
          <CreditCardIcon /> EFTPOS
        </ToggleButton>
      </ToggleButtonGroup>
    </div>
  )
}
