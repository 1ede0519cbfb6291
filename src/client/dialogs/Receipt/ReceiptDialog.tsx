import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'

export interface ReceiptDialogProps {
  open: boolean
  onYes: () => void
  onNo: () => void
}

/** 'Send Digital Receipt?' with YES and NO; only they answer it, not a stray tap beside it. */
export function ReceiptDialog({ open, onYes, onNo }: ReceiptDialogProps) {
  return (
    <Dialog open={open} aria-labelledby="receipt-title" maxWidth="xs" fullWidth>
      <DialogTitle id="receipt-title">Send Digital Receipt?</DialogTitle>
      <DialogContent>
        <Typography>We can email the receipt to the customer.</Typography>
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
