import { startSale } from '../stores/sale'
import { MenuRoute } from './MenuRoute'
import { pathsOf, route, type NamesOf, type RouteEntry } from './routeTree'
import { shown, viewChunk } from './views'

// What the menu does not need comes in chunks of its own, fetched after the menu is painted
// (preloadRoutes): a tap never waits for the network, and offline the service worker's precache
// answers. The store and the stage share one (with the virtualised grid); the lookup and upgrades
// another (with the QR code); the customer form a third (with the phone numbering metadata); the
// cash drawer a fourth.
const sale = viewChunk(() => import('./saleChunk'))
const lookup = viewChunk(() => import('./lookupChunk'))
const customer = viewChunk(() => import('./store/CustomerRoute'))
const drawer = viewChunk(() => import('./DrawerRoute'))
const CHUNKS = [sale, lookup, customer, drawer]

/**
 * The kiosk's hash routes (docs/spec/product-spec.md §2.1) by the names of §2.2, each path written once under
 * its parent's. The route files are thin: they read stores and hooks and pass props to screens.
 */
export const ROUTE_TABLE = {
  path: '',
  otherwise: 'menu',
  routes: [
    route('menu', '/', shown(MenuRoute)),
    route('drawer', '/drawer', drawer.view('DrawerRoute')),
    {
      // Entering the stage starts a fresh stage sale (empty cart, no order).
      path: '/stage',
      onEnter: () => startSale('stage'),
      otherwise: 'ceremonies',
      routes: [
        route('ceremonies', '/ceremonies', sale.view('CeremoniesRoute', { variant: 'page' })),
        // The stage pays at once: its steps open over its store.
        route('stageStore', '/store', sale.view('SaleStoreRoute', { mode: 'stage' }), {
          routes: [
            route(
              'stagePaymentType',
              '/stagepaymenttype',
              sale.view('PaymentRoute', { variant: 'stage' }),
            ),
            route('stageConfirm', '/stageconfirm', sale.view('ConfirmRoute', { variant: 'stage' })),
            route(
              'changeCeremony',
              '/changeceremony',
              sale.view('CeremoniesRoute', { variant: 'dialog' }),
            ),
          ],
        }),
      ],
    },
    // The general store finds a customer first; SaleStoreRoute clears the last one on entry.
    route('store', '/store', sale.view('SaleStoreRoute', { mode: 'normal' }), {
      routes: [
        route('checkout', '/checkout', sale.view('CheckoutRoute')),
        route('multipleStudents', '/multiplestudents', sale.view('MultipleStudentsRoute')),
        // The store stays in view should the form's code still be on its way.
        route('customer', '/customer', customer.view('CustomerRoute'), { whileLoading: null }),
        route('paymentType', '/paymenttype', sale.view('PaymentRoute', { variant: 'normal' })),
        route('confirm', '/confirm', sale.view('ConfirmRoute', { variant: 'normal' })),
      ],
    }),
    {
      // The lookup and the steps of an upgrade.
      path: '/lookup',
      otherwise: 'lookup',
      routes: [
        route('lookup', '/', lookup.view('LookupRoute')),
        route('lookupTest', '/test', lookup.view('LookupTestRoute')),
        route('upgradeProduct', '/upgradeproduct', lookup.view('UpgradeProductRoute')),
        route(
          'upgradeConfirmation',
          '/upgradeconfirmation',
          lookup.view('UpgradeConfirmationRoute'),
        ),
        route(
          'upgradePaymentType',
          '/upgradeconfirmation/paymenttype',
          lookup.view('UpgradePaymentRoute'),
        ),
        route('upgradeReceipt', '/upgradeconfirmation/receipt', lookup.view('UpgradeReceiptRoute')),
        route('upgradeSuccess', '/upgradeconfirmation/success', lookup.view('UpgradeSuccessRoute')),
      ],
    },
  ],
} as const satisfies RouteEntry

export type RouteName = NamesOf<typeof ROUTE_TABLE>
export type Paths = Readonly<Record<RouteName, string>>

/** Every named route's whole hash path, for navigation by name. */
export const PATHS = pathsOf(ROUTE_TABLE) as Paths

/**
 * Fetches every chunk once the browser is idle after the first paint. A failure is left for the
 * tap, which tries again.
 */
export function preloadRoutes(): () => void {
  const load = () => CHUNKS.forEach((chunk) => void chunk.preload().catch(() => undefined))
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(load, { timeout: 1000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(load, 0)
  return () => clearTimeout(id)
}
