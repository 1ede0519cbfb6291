import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { MESSAGES } from '../../../domain/messages'

export const NOT_SAVED = 'The order was not saved. Nothing was charged in the system. Try again.'

export interface SaveFailedDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** Try again was tapped: the sale is sent again. */
  onRetry: () => void
  /** Cancel was tapped: the sale stays unsaved. */
  onCancel: () => void
}

/**
 * A save that got no answer or a server fault: what happened to the sale in plain words, never
 * the server's text, and TRY AGAIN (which resends under the same Idempotency-Key).
 */
export function SaveFailedDialog({ open, onRetry, onCancel }: SaveFailedDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      aria-labelledby="save-failed-title"
      aria-describedby="save-failed-text"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="save-failed-title">{MESSAGES.saveFailed}</DialogTitle>
      <DialogContent>
        <DialogContentText
          id="save-failed-text"
          sx={{ fontSize: '1.15rem', color: 'text.primary' }}
        >
          {NOT_SAVED}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button variant="outlined" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onRetry}>Try again</Button>
      </DialogActions>
    </Dialog>
  )
}
