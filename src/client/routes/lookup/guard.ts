import { useEffect } from 'react'
import { useGo } from '../navigation'

/**
 * A step of the upgrade opened without what it needs (a reload, the browser's Forward after the
 * upgrade finished) goes back to the lookup instead of showing half a screen.
 */
export function useLookupGuard(ready: boolean) {
  const go = useGo()
  useEffect(() => {
    if (!ready) go('customerLookup', { replace: true })
  }, [ready, go])
}
