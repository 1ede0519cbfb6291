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
        <ToggleButton value="Cash" sx={{ minHeight: 88, gap: 1, fontSize: '1.2rem' }}>
          <PaymentsIcon /> Cash
        </ToggleButton>
        <ToggleButton value="Eftpos" sx={{ minHeight: 88, gap: 1, fontSize: '1.2rem' }}>
          <CreditCardIcon /> EFTPOS
        </ToggleButton>
      </ToggleButtonGroup>
    </div>
  )
}
