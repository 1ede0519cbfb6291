/** Every named route of product-spec §2.2 and the hash path it lives at (§2.1). */
export const PATHS = {
  menu: '/',
  ceremonies: '/stage/ceremonies',
  stagestore: '/stage/store',
  stagepaymenttype: '/stage/store/stagepaymenttype',
  stageconfirm: '/stage/store/stageconfirm',
  changeceremony: '/stage/store/changeceremony',
  store: '/store',
  checkout: '/store/checkout',
  multiplestudents: '/store/multiplestudents',
  customer: '/store/customer',
  paymenttype: '/store/paymenttype',
  confirm: '/store/confirm',
  customerLookup: '/lookup',
  lookupTest: '/lookup/test',
  UpgradeProduct: '/lookup/upgradeproduct',
  UpgradeConfirmation: '/lookup/upgradeconfirmation',
  upgradepaymenttype: '/lookup/upgradeconfirmation/paymenttype',
  upgradereceipt: '/lookup/upgradeconfirmation/receipt',
  UpgradeSuccess: '/lookup/upgradeconfirmation/success',
} as const

export type RouteName = keyof typeof PATHS
