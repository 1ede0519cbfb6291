import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'

export interface PromptDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The question, as the dialog's title. */
  title: string
  /** The text field's label. */
  label: string
  /** What the field holds when the dialog opens. */
  defaultValue?: string
  /** What is wrong with the last answer, under the field. */
  error?: string | null
  /** The text entered (possibly empty) on OK, or null on Cancel. */
  onAnswer: (value: string | null) => void
}

function PromptForm({
  title,
  label,
  defaultValue = '',
  error = null,
  onAnswer,
}: Omit<PromptDialogProps, 'open'>) {
  const [value, setValue] = useState(defaultValue)
  return (
    <form
      // The kiosk checks the answer itself and says what is wrong in its own words.
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onAnswer(value)
      }}
    >
      <DialogTitle id="prompt-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          margin="dense"
          label={label}
          type="email"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button variant="outlined" onClick={() => onAnswer(null)}>
          Cancel
        </Button>
        <Button type="submit">OK</Button>
      </DialogActions>
    </form>
  )
}

export function PromptDialog({ open, ...props }: PromptDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => props.onAnswer(null)}
      aria-labelledby="prompt-title"
      maxWidth="sm"
      fullWidth
    >
      {open && <PromptForm {...props} />}
    </Dialog>
  )
}
