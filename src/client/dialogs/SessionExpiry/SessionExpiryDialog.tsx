import { useEffect, useEffectEvent, useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { Clock } from '../../components/Clock'

export const EXPIRY_SECONDS = 30

export interface SessionExpiryDialogProps {
  /** Whether the dialog is shown; each opening counts down from the start. */
  open: boolean
  /** Extend session was tapped. */
  onExtend: () => void
  /** Go to home page was tapped. */
  onGoHome: () => void
  /** Called once when the countdown reaches 0. */
  onExpire: () => void
  /** How long the countdown runs, in seconds (30 by default). */
  seconds?: number
  /** A fixed moment for the clock in the dialog; without it the clock runs. */
  now?: Date
}

/** Mounted each time the dialog opens, so every opening counts down from the start. */
function Countdown({
  seconds,
  now,
  onExtend,
  onGoHome,
  onExpire,
}: Omit<SessionExpiryDialogProps, 'open'> & { seconds: number }) {
  const [left, setLeft] = useState(seconds)
  const expire = useEffectEvent(onExpire)

  useEffect(() => {
    // Counted against the clock, not in ticks: a throttled or sleeping screen still expires on time.
    const deadline = Date.now() + seconds * 1000
    const id = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
      setLeft(remaining)
      if (remaining === 0) {
        clearInterval(id)
        expire()
      }
    }, 250)
    return () => clearInterval(id)
  }, [seconds])

  return (
    <>
      <DialogTitle id="session-expiry-title">Are you still there?</DialogTitle>
      <DialogContent>
        <Clock now={now} variant="h6" color="text.secondary" sx={{ mb: 2 }} />
        <Typography>Your session expires in {Math.max(0, left)} s.</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button variant="outlined" onClick={onGoHome}>
          Go to home page
        </Button>
        <Button onClick={onExtend} autoFocus>
          Extend session
        </Button>
      </DialogActions>
    </>
  )
}

export function SessionExpiryDialog({
  open,
  seconds = EXPIRY_SECONDS,
  ...props
}: SessionExpiryDialogProps) {
  return (
    <Dialog open={open} aria-labelledby="session-expiry-title" maxWidth="xs" fullWidth>
      {open && <Countdown seconds={seconds} {...props} />}
    </Dialog>
  )
}
