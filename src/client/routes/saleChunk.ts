// The entry of one chunk, not a barrel: the routes of the store and the stage sale (with the
// virtualised grid), fetched after the menu is painted (preloadRoutes in routeTable.tsx).
export { CeremoniesRoute } from './store/CeremoniesRoute'
export { CheckoutRoute } from './store/CheckoutRoute'
export { ConfirmRoute } from './store/ConfirmRoute'
export { MultipleStudentsRoute } from './store/MultipleStudentsRoute'
export { PaymentRoute } from './store/PaymentRoute'
export { SaleStoreRoute } from './store/SaleStoreRoute'
