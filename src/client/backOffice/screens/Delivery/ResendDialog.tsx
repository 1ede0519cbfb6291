import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type {
  DeliveryResend,
  ReceiptDelivery,
} from '../../../../domain/contract/backOfficeDelivery'

export interface ResendDialogProps {
  /** The receipt to send again. */
  receipt: ReceiptDelivery
  /** The server's reasons for refusing the address. */
  errors: string[]
  /** The resend is on its way: the buttons wait for it. */
  saving: boolean
  /** Send to the address typed, keeping it on the order if the box is ticked. */
  onResend: (resend: DeliveryResend) => void
  /** Cancel: close without sending. */
  onClose: () => void
}

/**
 * A copy of the receipt to another address. The order keeps its own address unless the box is
 * ticked: a receipt may rightly go to someone else, such as a parent who paid.
 */
export function ResendDialog(props: ResendDialogProps) {
  const [email, setEmail] = useState(props.receipt.to)
  const [correctOrder, setCorrectOrder] = useState(false)
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          props.onResend({ email, correct_order: correctOrder })
        }}
      >
        <DialogTitle>Resend the receipt</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>
              {props.receipt.what}
              {props.receipt.order_number && ` of order ${props.receipt.order_number}`}, last sent
              to {props.receipt.to}.
            </DialogContentText>
            {props.errors.map((error) => (
              <Alert key={error} severity="error">
                {error}
              </Alert>
            ))}
            <TextField
              label="Send to"
              type="email"
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            {props.receipt.order_id !== null && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={correctOrder}
                    onChange={(event) => setCorrectOrder(event.target.checked)}
                  />
                }
                label="Also correct the order's email address"
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={props.saving}>
            Resend
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
