import { Redirect, Route, Switch } from 'wouter'
import { LookupRoute } from './lookup/LookupRoute'
import { LookupTestRoute } from './lookup/LookupTestRoute'
import { UpgradeConfirmationRoute } from './lookup/UpgradeConfirmationRoute'
import { UpgradePaymentRoute } from './lookup/UpgradePaymentRoute'
import { UpgradeProductRoute } from './lookup/UpgradeProductRoute'
import { UpgradeReceiptRoute } from './lookup/UpgradeReceiptRoute'
import { UpgradeSuccessRoute } from './lookup/UpgradeSuccessRoute'

/**
 * Everything under /lookup (docs/spec/product-spec.md §2.1): the lookup itself and the steps of an
 * upgrade.
 */
export function LookupRoutes() {
  return (
    <Switch>
      <Route path="/">
        <LookupRoute />
      </Route>
      <Route path="/test">
        <LookupTestRoute />
      </Route>
      <Route path="/upgradeproduct">
        <UpgradeProductRoute />
      </Route>
      <Route path="/upgradeconfirmation">
        <UpgradeConfirmationRoute />
      </Route>
      <Route path="/upgradeconfirmation/paymenttype">
        <UpgradePaymentRoute />
      </Route>
      <Route path="/upgradeconfirmation/receipt">
        <UpgradeReceiptRoute />
      </Route>
      <Route path="/upgradeconfirmation/success">
        <UpgradeSuccessRoute />
      </Route>
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  )
}
