import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import { useProgressPhase } from './useProgressPhase'

export interface ProgressBarProps {
  busy: boolean
  lastSuccessAt: number
}

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
