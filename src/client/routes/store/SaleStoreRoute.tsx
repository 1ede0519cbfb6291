import { useEffect, useState } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { useSnapshot } from 'valtio'
import type { CartLine } from '../../../domain/sale/cart'
import { colourOptions, hasColourOptions } from '../../../domain/sale/colour'
import type { Stock } from '../../../domain/contract/entities'
import { MESSAGES } from '../../../domain/messages'
import { STOCK_TYPES, type StockType } from '../../../domain/stockTypes'
import { useCeremonies } from '../../api/ceremonies'
import { useStocks } from '../../api/stocks'
import { ColourDialog } from '../../dialogs/Colour/ColourDialog'
import { CategoryPanel } from '../../screens/Store/CategoryPanel'
import { StoreScreen } from '../../screens/Store/StoreScreen'
import {
  addItem,
  cleanTemporary,
  clearOrder,
  removeItem,
  sale,
  type SaleMode,
} from '../../stores/sale'
import { showAlert } from '../../stores/ui'
import { useGo } from '../navigation'
import { CeremoniesRoute } from './CeremoniesRoute'
import { CheckoutRoute } from './CheckoutRoute'
import { ConfirmRoute } from './ConfirmRoute'
import { CustomerRoute } from './CustomerRoute'
import { MultipleStudentsRoute } from './MultipleStudentsRoute'
import { PaymentRoute } from './PaymentRoute'

function toggle(filters: readonly StockType[], type: StockType): StockType[] {
  return filters.includes(type) ? filters.filter((t) => t !== type) : [...filters, type]
}

/** Shows an alert once for each new failure of a fetch. */
function useFailureAlert(error: unknown, message: string) {
  useEffect(() => {
    if (error) void showAlert(message)
  }, [error, message])
}

/** The store of both modes: stock grid, cart and category panel, with the checkout steps over it. */
export function SaleStoreRoute({ mode }: { mode: SaleMode }) {
  const s = useSnapshot(sale)
  const go = useGo()
  const stocks = useStocks()
  const ceremonies = useCeremonies(s.ceremonyWindow)
  // With no catalogue yet, the categories open first while it loads.
  const [filtersOpen, setFiltersOpen] = useState(() => stocks.data === undefined)
  const [colourFor, setColourFor] = useState<Stock | null>(null)

  useEffect(() => {
    cleanTemporary()
    clearOrder()
  }, [])
  useFailureAlert(stocks.error, MESSAGES.stocksFailed)
  useFailureAlert(ceremonies.error, MESSAGES.ceremoniesFailed)

  const items = stocks.error ? [] : stocks.data
  const categories = STOCK_TYPES.filter((type) => items?.some((stock) => stock.type === type))
  const add = (stock: Stock) => {
    if (hasColourOptions(stock)) return setColourFor(stock)
    const message = addItem(stock)
    if (message) void showAlert(message)
  }

  if (mode === 'stage' && !s.ceremony) return <Redirect to="~/stage/ceremonies" replace />

  return (
    <>
      <StoreScreen
        mode={mode}
        ceremonyName={s.ceremony?.name ?? null}
        stocks={items}
        loading={stocks.isLoading}
        filters={s.categoryFilters}
        cart={s.cart as CartLine<Stock>[]}
        onAdd={add}
        onIncrement={(line) => {
          const message = addItem(line.stock as Stock, line.colour)
          if (message) void showAlert(message)
        }}
        onDecrement={(line) => {
          const message = removeItem(line.stock as Stock, line.colour)
          if (message) void showAlert(message)
        }}
        onCheckout={() => {
          if (sale.cart.length === 0) return void showAlert(MESSAGES.emptyCart)
          go(mode === 'stage' ? 'stagePaymentType' : 'checkout')
        }}
        onLogout={() => go('menu')}
        onLookup={() => go('lookup')}
        onOpenFilters={() => setFiltersOpen(true)}
        onChangeCeremony={() => go('changeCeremony')}
      />
      <CategoryPanel
        open={filtersOpen}
        categories={categories}
        selected={s.categoryFilters}
        onToggle={(type) => (sale.categoryFilters = toggle(sale.categoryFilters, type))}
        onClose={() => setFiltersOpen(false)}
      />
      <ColourDialog
        open={Boolean(colourFor)}
        stockType={colourFor?.type ?? ''}
        stockName={colourFor?.name ?? ''}
        colours={colourFor ? colourOptions(colourFor) : []}
        onCancel={() => setColourFor(null)}
        onSelect={(colour) => {
          const message = addItem(colourFor, colour)
          setColourFor(null)
          if (message) void showAlert(message)
        }}
      />
      {mode === 'stage' ? (
        <Switch>
          <Route path="/stagepaymenttype">
            <PaymentRoute variant="stage" />
          </Route>
          <Route path="/stageconfirm">
            <ConfirmRoute variant="stage" />
          </Route>
          <Route path="/changeceremony">
            <CeremoniesRoute variant="dialog" />
          </Route>
        </Switch>
      ) : (
        <Switch>
          <Route path="/checkout">
            <CheckoutRoute />
          </Route>
          <Route path="/multiplestudents">
            <MultipleStudentsRoute />
          </Route>
          <Route path="/customer">
            <CustomerRoute />
          </Route>
          <Route path="/paymenttype">
            <PaymentRoute variant="normal" />
          </Route>
          <Route path="/confirm">
            <ConfirmRoute variant="normal" />
          </Route>
        </Switch>
      )}
    </>
  )
}
