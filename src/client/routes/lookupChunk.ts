// The entry of one chunk, not a barrel: the lookup and the steps of an upgrade (with the QR code),
// fetched after the menu is painted (preloadRoutes in routeTable.tsx).
export { LookupRoute } from './lookup/LookupRoute'
export { LookupTestRoute } from './lookup/LookupTestRoute'
export { UpgradeConfirmationRoute } from './lookup/UpgradeConfirmationRoute'
export { UpgradePaymentRoute } from './lookup/UpgradePaymentRoute'
export { UpgradeProductRoute } from './lookup/UpgradeProductRoute'
export { UpgradeReceiptRoute } from './lookup/UpgradeReceiptRoute'
export { UpgradeSuccessRoute } from './lookup/UpgradeSuccessRoute'
