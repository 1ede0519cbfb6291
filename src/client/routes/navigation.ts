import { createContext, useCallback, useContext } from 'react'
import { useLocation } from 'wouter'
import type { Paths, RouteName } from './routeTable'

// The route table imports the route files, which navigate by name: the table's paths reach them
// through the app that draws the table (PosApp), so no route file imports the table back.
const PathsContext = createContext<Paths | null>(null)
export const PathsProvider = PathsContext.Provider

/** Every named route's hash path. */
export function usePaths(): Paths {
  const paths = useContext(PathsContext)
  if (!paths) throw new Error('Route files are drawn by PosApp, which gives them the paths.')
  return paths
}

/** Navigation by route name; '~' makes the path absolute from inside nested routes. */
export function useGo() {
  const [, navigate] = useLocation()
  const paths = usePaths()
  return useCallback(
    (name: RouteName, options?: { replace?: boolean }) => navigate(`~${paths[name]}`, options),
    [navigate, paths],
  )
}
