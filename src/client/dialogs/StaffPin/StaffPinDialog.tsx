import { useState, type KeyboardEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import BackspaceIcon from '@mui/icons-material/Backspace'

export const PIN_MAX_LENGTH = 8

export interface StaffPinDialogProps {
  open: boolean
  /** 'Invalid PIN code.' (or a lockout message) shown inline under the display. */
  error: string | null
  onSubmit: (pin: string) => void
  onCancel: () => void
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back'] as const

function PinPad({ error, onSubmit, onCancel }: Omit<StaffPinDialogProps, 'open'>) {
  const [pin, setPin] = useState('')
  const press = (key: (typeof KEYS)[number]) => {
    if (key === 'clear') setPin('')
    else if (key === 'back') setPin((p) => p.slice(0, -1))
    else setPin((p) => (p.length < PIN_MAX_LENGTH ? p + key : p))
  }
  const submit = () => {
    onSubmit(pin)
    // The PIN never stays on screen after an attempt.
    setPin('')
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (/^[0-9]$/.test(event.key)) press(event.key as (typeof KEYS)[number])
    else if (event.key === 'Backspace') press('back')
    else if (event.key === 'Enter') submit()
  }
  return (
    <Box onKeyDown={onKeyDown}>
      <DialogTitle id="pin-title">Staff Pin Number</DialogTitle>
      <DialogContent>
        <Box
          role="textbox"
          aria-label="PIN"
          aria-readonly="true"
          aria-describedby={error ? 'pin-error' : undefined}
          tabIndex={0}
          sx={{
            height: 64,
            display: 'grid',
            placeItems: 'center',
            border: 2,
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: 2,
            fontSize: 36,
            letterSpacing: 12,
          }}
        >
          {'•'.repeat(pin.length) || ' '}
        </Box>
        <Typography
          id="pin-error"
          role={error ? 'alert' : undefined}
          color="error"
          sx={{ minHeight: 28, mt: 1, fontWeight: 600 }}
        >
          {error ?? ''}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5, mt: 1 }}>
          {KEYS.map((key) =>
            key === 'back' ? (
              <Button
                key={key}
                variant="outlined"
                aria-label="Delete last digit"
                onClick={() => press(key)}
                sx={{ minHeight: 72 }}
              >
                <BackspaceIcon />
              </Button>
            ) : (
              <Button
                key={key}
                variant={key === 'clear' ? 'outlined' : 'contained'}
                color={key === 'clear' ? 'primary' : 'inherit'}
                onClick={() => press(key)}
                sx={{ minHeight: 72, fontSize: key === 'clear' ? '1rem' : '1.8rem' }}
              >
                {key === 'clear' ? 'Clear' : key}
              </Button>
            ),
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button variant="outlined" onClick={onCancel}>
          Cancel and go back
        </Button>
        <Button onClick={submit}>Submit</Button>
      </DialogActions>
    </Box>
  )
}

/** The staff member's PIN on an on-screen number pad, shown only as dots. */
export function StaffPinDialog({ open, ...props }: StaffPinDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={props.onCancel}
      aria-labelledby="pin-title"
      maxWidth="xs"
      fullWidth
    >
      {open && <PinPad {...props} />}
    </Dialog>
  )
}
