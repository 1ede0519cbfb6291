import { useEffect } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { startSale } from '../stores/sale'
import { CeremoniesRoute } from './store/CeremoniesRoute'
import { SaleStoreRoute } from './store/SaleStoreRoute'

/** /stage: entering it starts a fresh stage sale (empty cart, no order); PosShell starts the timer. */
export function StageRoutes() {
  useEffect(() => startSale('stage'), [])
  return (
    <Switch>
      <Route path="/ceremonies">
        <CeremoniesRoute variant="page" />
      </Route>
      <Route path="/store" nest>
        <SaleStoreRoute mode="stage" />
      </Route>
      <Route>
        <Redirect to="/ceremonies" replace />
      </Route>
    </Switch>
  )
}
