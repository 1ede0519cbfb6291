import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'

export interface FormDialogProps {
  /** The dialog's title. */
  title: string
  /** What the button that saves says. */
  submit: string
  /** The server's reasons for refusing, shown above the buttons. */
  errors: string[]
  /** The change is on its way: the buttons wait for it. */
  saving: boolean
  /** Cancel: close without saving. */
  onClose: () => void
  /** The save button was tapped. */
  onSubmit: () => void
  /** The dialog's fields or question. */
  children: ReactNode
}

/** A dialog with its fields, the server's reasons for a refusal, Cancel and a save button. */
export function FormDialog(props: FormDialogProps) {
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          props.onSubmit()
        }}
      >
        <DialogTitle>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.errors.map((error) => (
              <Alert key={error} severity="error">
                {error}
              </Alert>
            ))}
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={props.saving}>
            {props.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
