import { Redirect, Route, Router, Switch, type BaseLocationHook } from 'wouter'
import { useHashLocation } from 'wouter/use-hash-location'
import { HistoryProvider, type HistoryControl } from './history'
import { LookupRoutes } from './LookupRoutes'
import { MenuRoute } from './MenuRoute'
import { PosShell } from './PosShell'
import { StageRoutes } from './StageRoutes'
import { StoreRoutes } from './StoreRoutes'

export interface PosAppProps {
  /** Stories pass an in-memory location and history; the kiosk uses the URL hash. */
  locationHook?: BaseLocationHook
  history?: HistoryControl
  startAtMenu?: boolean
}

export function PosApp({ locationHook, history, startAtMenu = true }: PosAppProps) {
  return (
    <Router hook={locationHook ?? useHashLocation}>
      <HistoryProvider value={history}>
        <PosShell startAtMenu={startAtMenu}>
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
        </PosShell>
      </HistoryProvider>
    </Router>
  )
}
