/**
 * Every named route of docs/spec/product-spec.md §2.2 and the hash path it lives at (§2.1). Names
 * are camelCase; the paths keep the spec's spelling.
 */
export const PATHS = {
  menu: '/',
  ceremonies: '/stage/ceremonies',
  stageStore: '/stage/store',
  stagePaymentType: '/stage/store/stagepaymenttype',
  stageConfirm: '/stage/store/stageconfirm',
  changeCeremony: '/stage/store/changeceremony',
  store: '/store',
  checkout: '/store/checkout',
  multipleStudents: '/store/multiplestudents',
  customer: '/store/customer',
  paymentType: '/store/paymenttype',
  confirm: '/store/confirm',
  lookup: '/lookup',
  lookupTest: '/lookup/test',
  upgradeProduct: '/lookup/upgradeproduct',
  upgradeConfirmation: '/lookup/upgradeconfirmation',
  upgradePaymentType: '/lookup/upgradeconfirmation/paymenttype',
  upgradeReceipt: '/lookup/upgradeconfirmation/receipt',
  upgradeSuccess: '/lookup/upgradeconfirmation/success',
} as const

export type RouteName = keyof typeof PATHS
