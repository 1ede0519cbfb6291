import { useEffect, useState } from 'react'

/** The top bar appears only for calls slower than this, so quick ones do not flicker. */
export const PROGRESS_DELAY_MS = 250
/** After a slow call succeeds the bar stays full this long, so the person sees it finished. */
export const SUCCESS_FLAG_MS = 2000

type Phase = 'hidden' | 'running' | 'succeeded'

/** Where the bar stands: hidden, running once a call is slow, or briefly full after success. */
export function useProgressPhase(busy: boolean, lastSuccessAt: number): Phase {
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

  return phase
}
