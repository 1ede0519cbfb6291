import { Suspense, useMemo } from 'react'
import { Redirect, Route, Router, Switch, type BaseLocationHook } from 'wouter'
import { useHashLocation } from 'wouter/use-hash-location'
import { HistoryProvider, type HistoryControl } from './history'
import { MenuRoute } from './MenuRoute'
import { LookupRoutes, StageRoutes, StoreRoutes } from './posRoutes'
import { PosShell } from './PosShell'
import { RouteFallback } from './RouteFallback'
import { splitSearch } from './splitSearch'

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
        <PosShell startAtMenu={startAtMenu}>
          <Suspense fallback={<RouteFallback />}>
            <Switch>
              <Route path="/">
                <MenuRoute />
              </Route>
              <Route path="/stage" nest>
                <StageRoutes />
              </Route>
              <Route path="/store" nest>
                <StoreRoutes />
              </Route>
              <Route path="/lookup" nest>
                <LookupRoutes />
              </Route>
              <Route>
                <Redirect to="/" replace />
              </Route>
            </Switch>
          </Suspense>
        </PosShell>
      </HistoryProvider>
    </Router>
  )
}
