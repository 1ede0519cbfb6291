import { useCallback } from 'react'
import { useSnapshot } from 'valtio'
import type { CartLine } from '../../../domain/sale/cart'
import type { CatalogueStock } from '../../../domain/contract/stock'
import { CartPanel } from '../../screens/Store/CartPanel'
import { addItem, canCheckout, removeItem } from '../../stores/cart'
import { sale, type SaleMode } from '../../stores/sale'
import { useGo } from '../navigation'

/**
 * The store's cart: the one component that reads the cart, so a tap on a card re-renders this
 * panel alone (valtio re-renders a component only for the properties it read).
 */
export function StoreCart({ mode }: { mode: SaleMode }) {
  const { cart } = useSnapshot(sale)
  const go = useGo()
  const onCheckout = useCallback(
    () => canCheckout() && go(mode === 'stage' ? 'stagePaymentType' : 'checkout'),
    [go, mode],
  )
  return (
    <CartPanel
      lines={cart as CartLine<CatalogueStock>[]}
      onIncrement={increment}
      onDecrement={decrement}
      onCheckout={onCheckout}
    />
  )
}

// Stable, so the memoised cart lines that a tap did not change are not re-rendered.
const increment = (line: CartLine<CatalogueStock>) =>
  addItem(line.stock as CatalogueStock, line.colour)
const decrement = (line: CartLine<CatalogueStock>) =>
  removeItem(line.stock as CatalogueStock, line.colour)
