import { useEffect } from 'react'
import { setMode } from '../stores/sale'
import { startSessionTimer } from '../stores/session'
import { SaleStoreRoute } from './store/SaleStoreRoute'

/** /store: the general store; entering it clears temporary data and the order (in SaleStoreRoute). */
export function StoreRoutes() {
  useEffect(() => {
    setMode('normal')
    startSessionTimer()
  }, [])
  return <SaleStoreRoute mode="normal" />
}
