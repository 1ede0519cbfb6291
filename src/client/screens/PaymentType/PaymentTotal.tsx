import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { formatMoney, type Cents } from '../../../domain/sale/money'

/** The amount to pay, GST included, ruled off above the payment choice. */
export function PaymentTotal({ totalCents }: { totalCents: Cents }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        borderTop: 1,
        borderBottom: 1,
        borderColor: 'divider',
        py: 2,
      }}
    >
      <Typography variant="h4" component="p">
        Total (GST inc.)
      </Typography>
      <Typography variant="h2" component="p" aria-label="Total (GST inc.)">
        {formatMoney(totalCents)}
      </Typography>
    </Box>
  )
}
