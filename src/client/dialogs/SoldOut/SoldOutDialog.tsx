import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { STOCK_MESSAGES } from '../../../domain/stock/onHand'

export interface SoldOutDialogProps {
  /** The item the count says is gone; null keeps the dialog shut. */
  name: string | null
  /** Sell anyway was tapped: the item goes in the cart. */
  onSell: () => void
  /** Don't sell was tapped. */
  onCancel: () => void
}

/**
 * Asked before selling past a count of zero: the count may be wrong (a box under the counter),
 * so the operator decides, and the sale is flagged on the takings report.
 */
export function SoldOutDialog({ name, onSell, onCancel }: SoldOutDialogProps) {
  return (
    <Dialog
      open={name !== null}
      onClose={onCancel}
      aria-labelledby="sold-out-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="sold-out-title">{STOCK_MESSAGES.confirmTitle}</DialogTitle>
      <DialogContent>
        <Typography>
          {name} has none left by the count. {STOCK_MESSAGES.confirmBody}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button variant="outlined" onClick={onSell}>
          Sell anyway
        </Button>
        <Button onClick={onCancel} autoFocus>
          Don't sell
        </Button>
      </DialogActions>
    </Dialog>
  )
}
