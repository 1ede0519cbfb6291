import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { formatMoney, type Cents } from '../../domain/sale/money'

export interface PaymentTotalProps {
  /** The amount to pay, GST included. */
  totalCents: Cents
  /** 'Total (GST inc.)' for a sale, 'Total payable (GST inc.)' for an upgrade's difference. */
  label: string
}

/** The amount to pay, GST included, ruled off above the payment choice. */
export function PaymentTotal({ totalCents, label }: PaymentTotalProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        borderTop: 1,
        borderBottom: 1,
        borderColor: 'divider',
        py: 2,
      }}
    >
      <Typography variant="h4" component="p">
        {label}
      </Typography>
      <Typography variant="h2" component="p" aria-label={label}>
        {formatMoney(totalCents)}
      </Typography>
    </Box>
  )
}
