import { lazy, Suspense } from 'react'
import { Route, Switch } from 'wouter'
import type { SaleMode } from '../../stores/sale'
import { CeremoniesRoute } from './CeremoniesRoute'
import { CheckoutRoute } from './CheckoutRoute'
import { ConfirmRoute } from './ConfirmRoute'
import { MultipleStudentsRoute } from './MultipleStudentsRoute'
import { PaymentRoute } from './PaymentRoute'

// The customer form carries the phone numbering metadata: loaded when a customer is entered.
const CustomerRoute = lazy(() =>
  import('./CustomerRoute').then((m) => ({ default: m.CustomerRoute })),
)

/** The steps that open over the store: the stage pays at once, the general store finds a customer first. */
export function SaleSteps({ mode }: { mode: SaleMode }) {
  return mode === 'stage' ? (
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
        <Suspense fallback={null}>
          <CustomerRoute />
        </Suspense>
      </Route>
      <Route path="/paymenttype">
        <PaymentRoute variant="normal" />
      </Route>
      <Route path="/confirm">
        <ConfirmRoute variant="normal" />
      </Route>
    </Switch>
  )
}
