import { Suspense } from 'react'
import { Route, Switch } from 'wouter'
import type { SaleMode } from '../../stores/sale'
import { CustomerRoute } from '../posRoutes'
import { CeremoniesRoute } from './CeremoniesRoute'
import { CheckoutRoute } from './CheckoutRoute'
import { ConfirmRoute } from './ConfirmRoute'
import { MultipleStudentsRoute } from './MultipleStudentsRoute'
import { PaymentRoute } from './PaymentRoute'

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
        {/* The store stays in view should the form's code still be on its way. */}
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
