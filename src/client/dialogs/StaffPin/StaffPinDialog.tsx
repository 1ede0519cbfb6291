import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { NumberPad, padKeyDown, type PadKey } from '../../components/NumberPad'
import { PadActions, PadDialog, PadReadout } from '../../components/PadDialog'

export const PIN_MAX_LENGTH = 8

export interface StaffPinDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** 'Invalid PIN code.' (or a lockout message) shown under the display until the next key. */
  error: string | null
  /** When this kiosk's PIN lockout ends (ms since the epoch): the pad waits, counting down. */
  lockedUntil?: number | null
  /** Every staff PIN's length, when the university has one: a PIN that long submits itself. */
  pinLength?: number | null
  /** A PIN was entered. */
  onSubmit: (pin: string) => void
  /** Closed without a PIN. */
  onCancel: () => void
}

const KEYS: PadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back']

/** Seconds left until `until`, counted against the clock (a sleeping screen still ends on time). */
export function useSecondsLeft(until: number | null | undefined): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    if (!until) return
    const tick = () => {
      setNow(Date.now())
      if (Date.now() >= until) clearInterval(id)
    }
    // At once, so a lock that just began does not count from when the pad opened.
    const first = setTimeout(tick, 0)
    const id = setInterval(tick, 250)
    return () => {
      clearTimeout(first)
      clearInterval(id)
    }
  }, [until])
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0
}

/** '4:05' */
export const minutesSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

function PinPad({
  error,
  lockedUntil,
  pinLength,
  onSubmit,
  onCancel,
}: Omit<StaffPinDialogProps, 'open'>) {
  const [pin, setPin] = useState('')
  // The last attempt's error stays until a key is pressed for the next one.
  const [typing, setTyping] = useState(false)
  const lockedFor = useSecondsLeft(lockedUntil)
  const locked = lockedFor > 0
  const submit = (value = pin) => {
    if (locked) return
    onSubmit(value)
    setTyping(false)
    // The PIN never stays on screen after an attempt.
    setPin('')
  }
  const press = (key: PadKey) => {
    if (locked) return
    setTyping(true)
    if (key === 'clear') setPin('')
    else if (key === 'back') setPin((p) => p.slice(0, -1))
    else if (pin.length < PIN_MAX_LENGTH) {
      const next = pin + key
      if (pinLength && next.length === pinLength) submit(next)
      else setPin(next)
    }
  }
  const shown = locked
    ? `Too many wrong PINs at this kiosk. Try again in ${minutesSeconds(lockedFor)}.`
    : typing
      ? null
      : error
  return (
    <Box onKeyDown={padKeyDown(/^[0-9]$/, press, () => submit())}>
      <DialogTitle id="pin-title">Staff Pin Number</DialogTitle>
      <DialogContent>
        <PadReadout label="PIN" variant="pin" errorId={shown ? 'pin-error' : undefined}>
          {'•'.repeat(pin.length) || ' '}
        </PadReadout>
        <Typography
          id="pin-error"
          role={shown ? 'alert' : undefined}
          color="error"
          sx={{ minHeight: 56, mt: 1, fontWeight: 600 }}
        >
          {shown ?? ''}
        </Typography>
        <Box sx={{ mt: 1 }}>
          <NumberPad keys={KEYS} onPress={press} size="large" disabled={locked} />
        </Box>
      </DialogContent>
      <PadActions onCancel={onCancel}>
        <Button onClick={() => submit()} disabled={locked}>
          Submit
        </Button>
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
