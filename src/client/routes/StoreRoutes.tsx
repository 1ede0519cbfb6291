import { useEffect } from 'react'
import { setMode } from '../stores/sale'
import { SaleStoreRoute } from './store/SaleStoreRoute'

/**
 * /store: the general store. Entering it clears temporary data and the order (SaleStoreRoute);
 * PosShell starts the session timer on every navigation but the menu.
 */
export function StoreRoutes() {
  useEffect(() => setMode('normal'), [])
  return <SaleStoreRoute mode="normal" />
}
