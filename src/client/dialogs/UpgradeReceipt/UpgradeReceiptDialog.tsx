import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'

export interface UpgradeReceiptDialogProps {
  open: boolean
  /** True while the upgrade is being saved: no second answer. */
  busy?: boolean
  onYes: () => void
  onNo: () => void
  /** Closing without an answer: the upgrade is not saved. */
  onClose: () => void
}

/** 'Send Digital Receipt?' asked once the upgrade is paid for; either answer saves the upgrade. */
export function UpgradeReceiptDialog({
  open,
  busy,
  onYes,
  onNo,
  onClose,
}: UpgradeReceiptDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="upgrade-receipt-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="upgrade-receipt-title" sx={{ pr: 8 }}>
        Send Digital Receipt?
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        disabled={busy}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Typography color="text.secondary">
          The upgrade confirmation is emailed to the customer.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button variant="outlined" size="large" disabled={busy} onClick={onNo}>
          NO
        </Button>
        <Button size="large" disabled={busy} onClick={onYes} autoFocus>
          YES
        </Button>
      </DialogActions>
    </Dialog>
  )
}
