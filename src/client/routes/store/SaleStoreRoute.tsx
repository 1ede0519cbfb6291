import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Redirect } from 'wouter'
import { useSnapshot } from 'valtio'
import { hasColourOptions } from '../../../domain/sale/colour'
import type { CatalogueStock } from '../../../domain/contract/stock'
import { beyondCount, stockLabels } from '../../../domain/stock/onHand'
import { useStockCounts } from '../../api/stockCounts'
import { DiscardCartDialog } from '../../dialogs/DiscardCart/DiscardCartDialog'
import { SoldOutDialog } from '../../dialogs/SoldOut/SoldOutDialog'
import { StoreScreen } from '../../screens/Store/StoreScreen'
import { addItem, toggleCategory } from '../../stores/cart'
import { confirmSellBeyondCount, inCart, sale, type SaleMode } from '../../stores/sale'
import { useGo, usePaths } from '../navigation'
import { useSignedIn } from '../useSignedIn'
import { Categories } from './Categories'
import { ColourChoice } from './ColourChoice'
import { StoreCart } from './StoreCart'
import { useStoreCatalogue } from './useStoreCatalogue'

/**
 * The store of both modes: stock grid, cart and category panel, with the checkout steps over it.
 * It never reads the cart (StoreCart does), so a tap re-renders neither it nor the grid.
 */
export function SaleStoreRoute({ mode, steps }: { mode: SaleMode; steps?: ReactNode }) {
  const s = useSnapshot(sale)
  const go = useGo()
  const paths = usePaths()
  const signedIn = useSignedIn()
  const catalogue = useStoreCatalogue(mode, s.ceremonyWindow)
  const items = catalogue.items
  // The categories open only when asked: a store that opened them by itself needed a tap to start.
  const [filtersOpen, setFiltersOpen] = useState(false)
  // Leaving with items in the cart asks first: how many would be thrown away.
  const [discarding, setDiscarding] = useState(0)
  const [colourFor, setColourFor] = useState<CatalogueStock | null>(null)
  const [soldOut, setSoldOut] = useState<CatalogueStock | null>(null)
  const counts = useStockCounts(s.ceremony?.id ?? null)
  const labels = useMemo(() => stockLabels(counts), [counts])
  // Read by the one callback below, which must not change when the counts do.
  const countsNow = useRef(counts)
  useEffect(() => {
    countsNow.current = counts
  }, [counts])
  const add = useCallback(
    (stock: CatalogueStock) => (hasColourOptions(stock) ? setColourFor(stock) : addItem(stock)),
    [],
  )
  // One callback for the life of the store, so the memoised grid and cards skip cart changes.
  // Past a count of zero the operator is asked first; an unknown count is never checked.
  const onAdd = useCallback(
    (stock: CatalogueStock) =>
      beyondCount(countsNow.current[stock.id], inCart(stock.id)) ? setSoldOut(stock) : add(stock),
    [add],
  )
  // Kept for the life of the store too, so the catalogue's arrival re-renders neither the
  // screen's header nor the cart.
  const cartPanel = useMemo(() => <StoreCart mode={mode} />, [mode])
  const onLeave = useCallback(() => {
    const items = sale.cart.reduce((sum, line) => sum + line.qty, 0)
    if (items) setDiscarding(items)
    else go('menu')
  }, [go])
  const onLookup = useCallback(() => go('lookup'), [go])
  const onOpenFilters = useCallback(() => setFiltersOpen(true), [])
  const onCloseFilters = useCallback(() => setFiltersOpen(false), [])
  const onChangeCeremony = useCallback(() => go('changeCeremony'), [go])

  if (mode === 'stage' && !s.ceremony) return <Redirect to={`~${paths.ceremonies}`} replace />
  return (
    <>
      <StoreScreen
        mode={mode}
        signedIn={signedIn}
        ceremonyName={s.ceremony?.name ?? null}
        stocks={items}
        stockLabels={labels}
        loading={catalogue.loading}
        failure={catalogue.failure}
        onRetry={catalogue.retry}
        filters={s.categoryFilters}
        cartPanel={cartPanel}
        onAdd={onAdd}
        onLeave={onLeave}
        onLookup={onLookup}
        onOpenFilters={onOpenFilters}
        onClearFilter={toggleCategory}
        onChangeCeremony={onChangeCeremony}
      />
      <Categories open={filtersOpen} stocks={items} onClose={onCloseFilters} />
      <ColourChoice stock={colourFor} onClose={() => setColourFor(null)} />
      <SoldOutDialog
        name={soldOut?.name ?? null}
        onSell={() => {
          confirmSellBeyondCount()
          if (soldOut) add(soldOut)
          setSoldOut(null)
        }}
        onCancel={() => setSoldOut(null)}
      />
      <DiscardCartDialog
        items={discarding}
        onDiscard={() => {
          setDiscarding(0)
          go('menu')
        }}
        onKeep={() => setDiscarding(0)}
      />
      {steps}
    </>
  )
}
