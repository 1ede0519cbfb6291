import { useCallback, useEffect, useState } from 'react'
import { Redirect } from 'wouter'
import { useSnapshot } from 'valtio'
import { hasColourOptions } from '../../../domain/sale/colour'
import type { Stock } from '../../../domain/contract/entities'
import { MESSAGES } from '../../../domain/messages'
import { useCeremonies } from '../../api/ceremonies'
import { useStocks } from '../../api/stocks'
import { StoreScreen } from '../../screens/Store/StoreScreen'
import { addItem } from '../../stores/cart'
import { openStore, sale, type SaleMode } from '../../stores/sale'
import { useGo } from '../navigation'
import { useSignedIn } from '../useSignedIn'
import { useFailureAlert } from '../useFailureAlert'
import { Categories } from './Categories'
import { ColourChoice } from './ColourChoice'
import { SaleSteps } from './SaleSteps'
import { StoreCart } from './StoreCart'

/**
 * The store of both modes: stock grid, cart and category panel, with the checkout steps over it.
 * It never reads the cart (StoreCart does), so a tap re-renders neither it nor the grid.
 */
export function SaleStoreRoute({ mode }: { mode: SaleMode }) {
  const s = useSnapshot(sale)
  const go = useGo()
  const stocks = useStocks()
  const signedIn = useSignedIn()
  const ceremonies = useCeremonies(s.ceremonyWindow)
  // With no catalogue yet, the categories open first while it loads.
  const [filtersOpen, setFiltersOpen] = useState(() => stocks.data === undefined)
  const [colourFor, setColourFor] = useState<Stock | null>(null)
  useEffect(() => openStore(mode), [mode])
  useFailureAlert(ceremonies.error, MESSAGES.ceremoniesFailed)
  const items = stocks.error ? undefined : stocks.data
  // One callback for the life of the store, so the memoised grid and cards skip cart changes.
  const onAdd = useCallback(
    (stock: Stock) => (hasColourOptions(stock) ? setColourFor(stock) : addItem(stock)),
    [],
  )

  if (mode === 'stage' && !s.ceremony) return <Redirect to="~/stage/ceremonies" replace />
  return (
    <>
      <StoreScreen
        mode={mode}
        signedIn={signedIn}
        ceremonyName={s.ceremony?.name ?? null}
        stocks={items}
        loading={stocks.isLoading}
        failure={stocks.error && !stocks.isValidating ? MESSAGES.stocksFailed : null}
        onRetry={() => void stocks.mutate()}
        filters={s.categoryFilters}
        cartPanel={<StoreCart mode={mode} />}
        onAdd={onAdd}
        onLogout={() => go('menu')}
        onLookup={() => go('lookup')}
        onOpenFilters={() => setFiltersOpen(true)}
        onChangeCeremony={() => go('changeCeremony')}
      />
      <Categories open={filtersOpen} stocks={items} onClose={() => setFiltersOpen(false)} />
      <ColourChoice stock={colourFor} onClose={() => setColourFor(null)} />
      <SaleSteps mode={mode} />
    </>
  )
}
