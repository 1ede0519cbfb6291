import { Route, Switch } from 'wouter'
import type { SaleMode } from '../../stores/sale'
import { CeremoniesRoute } from './CeremoniesRoute'
import { CheckoutRoute } from './CheckoutRoute'
import { ConfirmRoute } from './ConfirmRoute'
import { CustomerRoute } from './CustomerRoute'
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
        <CustomerRoute />
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
