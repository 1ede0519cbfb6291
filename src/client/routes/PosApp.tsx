import { lazy, Suspense } from 'react'
import { Redirect, Route, Router, Switch, type BaseLocationHook } from 'wouter'
import { useHashLocation } from 'wouter/use-hash-location'
import { HistoryProvider, type HistoryControl } from './history'
import { MenuRoute } from './MenuRoute'
import { PosShell } from './PosShell'

// The kiosk's first page is the menu: the store (with the phone numbering metadata its customer
// rules need), the lookup and upgrades (with the QR code) load when first opened.
const LookupRoutes = lazy(() => import('./LookupRoutes').then((m) => ({ default: m.LookupRoutes })))
const StageRoutes = lazy(() => import('./StageRoutes').then((m) => ({ default: m.StageRoutes })))
const StoreRoutes = lazy(() => import('./StoreRoutes').then((m) => ({ default: m.StoreRoutes })))

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
          <Suspense fallback={null}>
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
