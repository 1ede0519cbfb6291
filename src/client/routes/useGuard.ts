import { useEffect } from 'react'
import { useGo } from './navigation'
import type { RouteName } from './routeTable'

/**
 * A step opened without what it needs (a reload, the browser's Back or Forward after the step was
 * finished) goes to `fallback` instead of showing half a screen or acting on stale state.
 */
export function useGuard(ready: boolean, fallback: RouteName) {
  const go = useGo()
  useEffect(() => {
    if (!ready) go(fallback, { replace: true })
  }, [ready, fallback, go])
}
