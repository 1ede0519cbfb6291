import { useCallback } from 'react'
import { useLocation } from 'wouter'
import { PATHS, type RouteName } from './paths'

/** Navigation by route name; '~' makes the path absolute from inside nested routes. */
export function useGo() {
  const [, navigate] = useLocation()
  return useCallback(
    (name: RouteName, options?: { replace?: boolean }) => navigate(`~${PATHS[name]}`, options),
    [navigate],
  )
}
