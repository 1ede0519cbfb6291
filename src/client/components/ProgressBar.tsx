import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'

/** The top bar appears only for calls slower than this, so quick ones do not flicker. */
export const PROGRESS_DELAY_MS = 250
/** After a slow call succeeds the bar stays full this long, so the person sees it finished. */
export const SUCCESS_FLAG_MS = 2000

export interface ProgressBarProps {
  busy: boolean
  lastSuccessAt: number
}

type Phase = 'hidden' | 'running' | 'succeeded'

export function ProgressBar({ busy, lastSuccessAt }: ProgressBarProps) {
  const [phase, setPhase] = useState<Phase>('hidden')

  useEffect(() => {
    if (busy) {
      const id = setTimeout(() => setPhase('running'), PROGRESS_DELAY_MS)
      return () => clearTimeout(id)
    }
    const recent = Date.now() - lastSuccessAt < SUCCESS_FLAG_MS
    const settle = setTimeout(
      () => setPhase((p) => (p === 'running' && recent ? 'succeeded' : 'hidden')),
      0,
    )
    const hide = setTimeout(() => setPhase('hidden'), SUCCESS_FLAG_MS)
    return () => {
      clearTimeout(settle)
      clearTimeout(hide)
    }
  }, [busy, lastSuccessAt])

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
