/**
 * A kiosk may sell without a drawer open (EFTPOS only), but cash asks for one: the money must
 * land in a drawer that will be counted. A sale made offline and sent later is never held to it,
 * as its cash was taken already; `required` is the server's DRAWER_REQUIRED setting.
 */
export function cashNeedsDrawer(sale: { cash: boolean; offline: boolean; required: boolean }) {
  return sale.required && sale.cash && !sale.offline
}
