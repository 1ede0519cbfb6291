import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { isValidEmail } from '../../../domain/validation'

export interface ResendMailDialogProps {
  /** The address the receipt was sent to; null keeps the dialog closed. */
  to: string | null
  /** Send was tapped with a valid address. */
  onSend: (to: string) => void
  /** Closed without sending. */
  onCancel: () => void
}

function ResendForm({ to, onSend, onCancel }: ResendMailDialogProps & { to: string }) {
  const [address, setAddress] = useState(to)
  const valid = isValidEmail(address.trim())
  return (
    <>
      <DialogTitle id="resend-title">Resend the receipt</DialogTitle>
      <DialogContent>
        <TextField
          label="Email address"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={!valid}
          helperText={valid ? 'Correct the address if it was mistyped.' : 'Invalid email address.'}
          fullWidth
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="outlined" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={!valid} onClick={() => onSend(address.trim())}>
          Send
        </Button>
      </DialogActions>
    </>
  )
}

/** A failed receipt sent again, to the stored or a corrected address. */
export function ResendMailDialog(props: ResendMailDialogProps) {
  return (
    <Dialog
      open={props.to !== null}
      onClose={props.onCancel}
      aria-labelledby="resend-title"
      maxWidth="xs"
      fullWidth
    >
      {props.to !== null && <ResendForm {...props} to={props.to} />}
    </Dialog>
  )
}
