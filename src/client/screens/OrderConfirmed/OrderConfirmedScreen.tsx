import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import CloseIcon from '@mui/icons-material/Close'
import CloudOffIcon from '@mui/icons-material/CloudOff'
import { formatMoney, type Cents } from '../../../domain/sale/money'

export interface OrderConfirmedScreenProps {
  /** The sale's order number, shown large. */
  orderNumber: string
  /** The amount paid, in cents. */
  paidCents: Cents
  /** The change given on a cash sale, repeated so the operator hands it over. */
  changeCents?: Cents | null
  /** Whether a receipt was emailed: the screen says so. */
  receiptSent: boolean
  /** A sale kept on the kiosk while offline: what happens to it next (the number is provisional). */
  offlineNote?: readonly string[] | null
  /** Done (or the close control) was tapped: on to the next sale. */
  onDone: () => void
}

export const RECEIPT_SENT = "We've sent the order confirmation to the customer's email."

export function OrderConfirmedScreen({
  orderNumber,
  paidCents,
  changeCents = null,
  receiptSent,
  offlineNote = null,
  onDone,
}: OrderConfirmedScreenProps) {
  return (
    <Dialog open fullScreen aria-labelledby="confirmed-title">
      <Box sx={{ position: 'absolute', top: 16, right: 16 }}>
        <IconButton aria-label="Close" onClick={onDone} size="large">
          <CloseIcon fontSize="large" />
        </IconButton>
      </Box>
      <Box component="main" sx={{ minHeight: '100%', display: 'grid', placeItems: 'center', p: 4 }}>
        <Box
          sx={{
            textAlign: 'center',
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            alignItems: 'center',
            maxWidth: 640,
          }}
        >
          <CheckCircleIcon color="success" sx={{ fontSize: 120 }} aria-hidden />
          <Typography id="confirmed-title" variant="h1">
            Order Confirmed!
          </Typography>
          <Typography variant="h4" component="p">
            Order No. <span aria-label="Order number">{orderNumber}</span>
          </Typography>
          <Typography variant="h4" component="p">
            Total (inc GST) <span aria-label="Total paid">{formatMoney(paidCents)}</span>
          </Typography>
          {changeCents !== null && (
            <Typography variant="h2" component="p">
              Change <span aria-label="Change given">{formatMoney(changeCents)}</span>
            </Typography>
          )}
          {offlineNote && (
            // Its lines start at one edge, beside the icon, not centred each on its own.
            <Alert
              severity="info"
              icon={<CloudOffIcon />}
              sx={{ fontSize: '1.1rem', textAlign: 'left' }}
            >
              {offlineNote.map((line) => (
                <Box key={line}>{line}</Box>
              ))}
            </Alert>
          )}
          {receiptSent && (
            <Alert severity="success" sx={{ fontSize: '1.1rem' }}>
              {RECEIPT_SENT}
            </Alert>
          )}
          <Button size="large" onClick={onDone} sx={{ minWidth: 240, mt: 2 }}>
            Done
          </Button>
        </Box>
      </Box>
    </Dialog>
  )
}
