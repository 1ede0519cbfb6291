import { Suspense, useMemo } from 'react'
import { Router, type BaseLocationHook } from 'wouter'
import { useHashLocation } from 'wouter/use-hash-location'
import { drawRoutes } from './drawRoutes'
import { HistoryProvider, type HistoryControl } from './history'
import { PathsProvider } from './navigation'
import { PosShell } from './PosShell'
import { RouteFallback } from './RouteFallback'
import { PATHS, ROUTE_TABLE } from './routeTable'
import { splitSearch } from './splitSearch'

const ROUTES = drawRoutes(ROUTE_TABLE, PATHS)

export interface PosAppProps {
  /** Stories pass an in-memory location and history; the kiosk uses the URL hash. */
  locationHook?: BaseLocationHook
  history?: HistoryControl
  startAtMenu?: boolean
}

export function PosApp({ locationHook, history, startAtMenu = true }: PosAppProps) {
  const hooks = useMemo(() => splitSearch(locationHook ?? useHashLocation), [locationHook])
  return (
    <Router hook={hooks.location} searchHook={hooks.search}>
      <HistoryProvider value={history}>
        <PathsProvider value={PATHS}>
          <PosShell startAtMenu={startAtMenu}>
            <Suspense fallback={<RouteFallback />}>{ROUTES}</Suspense>
          </PosShell>
        </PathsProvider>
      </HistoryProvider>
    </Router>
  )
}
