import { describe, expect, it } from 'vitest'
import { PATHS, ROUTE_TABLE } from './routeTable'
import type { RouteEntry } from './routeTree'

describe('the route table', () => {
  it('puts every named route at the hash path of docs/spec/product-spec.md §2.1', () => {
    expect(PATHS).toEqual({
      menu: '/',
      drawer: '/drawer',
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
    })
  })

  it('sends an unknown path to a route that exists', () => {
    const otherwise = (entry: RouteEntry): string[] => [
      ...(entry.otherwise ? [entry.otherwise] : []),
      ...(entry.routes ?? []).flatMap(otherwise),
    ]
    expect(otherwise(ROUTE_TABLE)).toEqual(['menu', 'ceremonies', 'lookup'])
    for (const name of otherwise(ROUTE_TABLE)) expect(PATHS).toHaveProperty(name)
  })
})
