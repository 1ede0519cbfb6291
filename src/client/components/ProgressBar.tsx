import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import { useProgressPhase } from './useProgressPhase'

export interface ProgressBarProps {
  /** A call to the server is under way; the bar shows once it has taken 250 ms. */
  busy: boolean
  /** When the last call succeeded (ms since 1970): a slow call's bar then shows full, green. */
  lastSuccessAt: number
}

/** The thin bar along the top of the kiosk while a call to the server is slow. */
export function ProgressBar({ busy, lastSuccessAt }: ProgressBarProps) {
  const phase = useProgressPhase(busy, lastSuccessAt)
  if (phase === 'hidden') return null
  const succeeded = phase === 'succeeded'
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}>
      <LinearProgress
        aria-label={succeeded ? 'Finished' : 'Working'}
        variant={succeeded ? 'determinate' : 'indeterminate'}
        value={100}
        color={succeeded ? 'success' : 'secondary'}
        sx={{ height: 6 }}
      />
    </Box>
  )
}
