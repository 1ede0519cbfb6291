import { SaleStoreRoute } from './store/SaleStoreRoute'

/**
 * /store: the general store. Entering it clears the customer and the order (SaleStoreRoute);
 * PosShell starts the session timer on every navigation but the menu.
 */
export function StoreRoutes() {
  return <SaleStoreRoute mode="normal" />
}
