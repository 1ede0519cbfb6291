import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { NumberPad, padKeyDown, type PadKey } from '../../components/NumberPad'
import { PadActions, PadDialog, PadReadout } from '../../components/PadDialog'

export const PIN_MAX_LENGTH = 8

export interface StaffPinDialogProps {
  open: boolean
  /** 'Invalid PIN code.' (or a lockout message) shown inline under the display. */
  error: string | null
  onSubmit: (pin: string) => void
  onCancel: () => void
}

const KEYS: PadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back']

function PinPad({ error, onSubmit, onCancel }: Omit<StaffPinDialogProps, 'open'>) {
  const [pin, setPin] = useState('')
  const press = (key: PadKey) => {
    if (key === 'clear') setPin('')
    else if (key === 'back') setPin((p) => p.slice(0, -1))
    else setPin((p) => (p.length < PIN_MAX_LENGTH ? p + key : p))
  }
  const submit = () => {
    onSubmit(pin)
    // The PIN never stays on screen after an attempt.
    setPin('')
  }
  return (
    <Box onKeyDown={padKeyDown(/^[0-9]$/, press, submit)}>
      <DialogTitle id="pin-title">Staff Pin Number</DialogTitle>
      <DialogContent>
        <PadReadout label="PIN" variant="pin" errorId={error ? 'pin-error' : undefined}>
          {'•'.repeat(pin.length) || ' '}
        </PadReadout>
        <Typography
          id="pin-error"
          role={error ? 'alert' : undefined}
          color="error"
          sx={{ minHeight: 28, mt: 1, fontWeight: 600 }}
        >
          {error ?? ''}
        </Typography>
        <Box sx={{ mt: 1 }}>
          <NumberPad keys={KEYS} onPress={press} size="large" />
        </Box>
      </DialogContent>
      <PadActions onCancel={onCancel}>
        <Button onClick={submit}>Submit</Button>
      </PadActions>
    </Box>
  )
}

/** The staff member's PIN on an on-screen number pad, shown only as dots. */
export function StaffPinDialog({ open, ...props }: StaffPinDialogProps) {
  return (
    <PadDialog open={open} titleId="pin-title" maxWidth="xs" onCancel={props.onCancel}>
      <PinPad {...props} />
    </PadDialog>
  )
}
