import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import type { DeepReadonly } from '../../../domain/readonly'
import type { Receipt } from '../../../domain/receipt/receipt'
import { ReceiptView } from '../../components/ReceiptView'

export interface ReceiptDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The receipt the customer is sent, shown so the counter can check it first. */
  receipt: DeepReadonly<Receipt> | null
  /** Yes: the receipt is emailed. */
  onYes: () => void
  /** No: no receipt is sent. */
  onNo: () => void
}

/**
 * 'Send Digital Receipt?' over the receipt itself, with YES and NO; only they answer it, not a
 * stray tap beside it.
 */
export function ReceiptDialog({ open, receipt, onYes, onNo }: ReceiptDialogProps) {
  return (
    <Dialog open={open} aria-labelledby="receipt-title" maxWidth="sm" fullWidth>
      <DialogTitle id="receipt-title">Send Digital Receipt?</DialogTitle>
      {/* A long receipt scrolls on a small screen: focusable, so a keyboard can scroll it too. */}
      <DialogContent tabIndex={0} sx={{ display: 'grid', gap: 2 }}>
        <Typography>We can email the receipt to the customer.</Typography>
        {receipt && <ReceiptView receipt={receipt} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button variant="outlined" onClick={onNo}>
          No
        </Button>
        <Button onClick={onYes}>Yes</Button>
      </DialogActions>
    </Dialog>
  )
}
