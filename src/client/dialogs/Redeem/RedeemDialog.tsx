import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'

export interface RedeemDialogProps {
  /** The item to redeem; the dialog is open while there is one. */
  itemName: string | null
  /** The item is handed over: mark it redeemed. */
  onConfirm: () => void
  /** Closed without redeeming. */
  onCancel: () => void
}

/** Redeeming cannot be undone, so staff confirm it first. */
export function RedeemDialog({ itemName, onConfirm, onCancel }: RedeemDialogProps) {
  // Keep the last name while the dialog fades out, so its text does not vanish first.
  const [shown, setShown] = useState(itemName)
  if (itemName !== null && itemName !== shown) setShown(itemName)
  return (
    <Dialog
      open={itemName !== null}
      onClose={onCancel}
      aria-labelledby="redeem-title"
      aria-describedby="redeem-question"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="redeem-title">Redeem item</DialogTitle>
      <DialogContent>
        <Typography id="redeem-question">
          Are you sure you want to redeem &quot;{shown}&quot;?
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button variant="outlined" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm} autoFocus>
          Redeem
        </Button>
      </DialogActions>
    </Dialog>
  )
}
