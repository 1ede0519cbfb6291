import { useEffect, useState } from 'react'
import Typography, { type TypographyProps } from '@mui/material/Typography'
import { formatClock } from '../../domain/dates'

export interface ClockProps extends Omit<TypographyProps, 'children'> {
  /** A fixed time (for stories and screenshots); without it the clock runs, refreshing every second. */
  now?: Date
}

export function Clock({ now, ...typography }: ClockProps) {
  const [tick, setTick] = useState(() => new Date())
  useEffect(() => {
    if (now) return
    const id = setInterval(() => setTick(new Date()), 1000)
    return () => clearInterval(id)
  }, [now])
  const time = now ?? tick
  return (
    <Typography
      component="time"
      dateTime={time.toISOString()}
      aria-label="Current time"
      {...typography}
    >
      {formatClock(time)}
    </Typography>
  )
}
