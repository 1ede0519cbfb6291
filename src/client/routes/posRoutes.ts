import { lazyComponent } from './lazyComponent'

// The kiosk's first screen is the menu: the store and stage sales (with the virtualised grid), the
// lookup and upgrades (with the QR code) and the customer form (with the phone numbering metadata)
// are chunks of their own, fetched after the menu is painted (preloadRoutes).
export const StoreRoutes = lazyComponent(() => import('./StoreRoutes').then((m) => m.StoreRoutes))
export const StageRoutes = lazyComponent(() => import('./StageRoutes').then((m) => m.StageRoutes))
export const LookupRoutes = lazyComponent(() =>
  import('./LookupRoutes').then((m) => m.LookupRoutes),
)
export const CustomerRoute = lazyComponent(() =>
  import('./store/CustomerRoute').then((m) => m.CustomerRoute),
)

const ROUTES = [StoreRoutes, StageRoutes, LookupRoutes, CustomerRoute]

/**
 * Fetches every route's code once the browser is idle after the first paint, so a tap never waits
 * for the network (offline, the service worker's precache answers). A failure is left for the tap.
 */
export function preloadRoutes(): () => void {
  const load = () => ROUTES.forEach((route) => void route.preload().catch(() => undefined))
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(load, { timeout: 1000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(load, 0)
  return () => clearTimeout(id)
}
