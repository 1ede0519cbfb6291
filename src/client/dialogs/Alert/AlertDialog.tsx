import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import Typography from '@mui/material/Typography'

export interface AlertDialogProps {
  /** What to tell the operator; null keeps the dialog shut. */
  message: string | null
  /** OK was tapped. */
  onClose: () => void
}

/** The kiosk's alert: one message, one OK. */
export function AlertDialog({ message, onClose }: AlertDialogProps) {
  return (
    <Dialog
      open={Boolean(message)}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby="alert-message"
      maxWidth="xs"
      fullWidth
    >
      <DialogContent>
        <Typography id="alert-message" variant="h6" sx={{ pt: 1 }}>
          {message}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  )
}
