import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pushedOrder as fixture } from '../../../stories/fixtures/people'
import { ApiError } from '../transport/apiError'
import { redeemItem } from '../api/orderItems'
import { searchOrders } from '../api/orders'
import { redeem, searchFor, seeOrder, startUpgrade } from './lookup'
import { searchFailed, showPages, showResults } from './lookupAnswers'
import { resetUi, ui } from './ui'
import { DEFAULT_SEARCH, resetUpgrade, upgrade } from './upgrade'

vi.mock('../api/orderItems', () => ({ redeemItem: vi.fn() }))
vi.mock('../api/orders', () => ({
  SEARCH_PAGE: 2,
  searchOrders: vi.fn(),
  sendOrderConfirmation: vi.fn(),
}))
const redeemed = vi.mocked(redeemItem)
const searched = vi.mocked(searchOrders)
// Fresh copies: valtio makes proxies of what the store is given, fixtures included.
let pushedOrder = structuredClone(fixture)
let frame = structuredClone(fixture.order_items[0]!)

describe('the lookup', () => {
  beforeEach(() => {
    resetUpgrade()
    pushedOrder = structuredClone(fixture)
    frame = structuredClone(fixture.order_items[0]!)
    resetUi()
    redeemed.mockReset()
    searched.mockReset()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })

  it('makes every press of Search a new query, keeping the form', () => {
    const form = { ...DEFAULT_SEARCH, keyword: '0000000001' }
    searchFor(form)
    searchFor(form)
    expect(upgrade.query).toEqual({
      type: 'orderid',
      value: '0000000001',
      pre: true,
      pos: true,
      submitted: 2,
    })
    expect(upgrade.search).toEqual(form)
  })

  it('keeps the order shown when a new answer still has it, and drops it on a failure', () => {
    showResults([pushedOrder])
    seeOrder(pushedOrder.id)
    showResults([{ ...pushedOrder, name: 'Renamed' }])
    expect(upgrade.selectedOrder?.name).toBe('Renamed')
    searchFailed(new Error('refused'))
    expect(upgrade).toMatchObject({
      results: null,
      selectedOrder: null,
      searchError: 'Failed to check student id.',
    })
    searchFailed(new ApiError(0, 'The server cannot be reached.'))
    expect(upgrade.searchError).toBe(
      'The network is down, so this could not be looked up. Try again when it is back.',
    )
  })

  it('adds a further page below the orders shown, keeping what was done to them', () => {
    const [a, b, c] = [1, 2, 3].map((id) => ({ ...structuredClone(fixture), id }))
    searchFor({ ...DEFAULT_SEARCH, keyword: 'riley', type: 'name' })
    showPages([[a!, b!]])
    expect(upgrade.moreResults).toBe(true)
    upgrade.results![0]!.name = 'Redeemed here'
    // SWR hands every page again, the first as it first came.
    showPages([[a!, b!], [c!]])
    expect(upgrade.results!.map((o) => [o.id, o.name])).toEqual([
      [1, 'Redeemed here'],
      [2, fixture.name],
      [3, fixture.name],
    ])
    expect(upgrade.moreResults).toBe(false)
    searchFor({ ...DEFAULT_SEARCH, keyword: 'other', type: 'name' })
    showPages([[c!]])
    expect(upgrade.results!.map((o) => o.id)).toEqual([3])
  })

  it('shows a redeemed item as redeemed', async () => {
    showResults([pushedOrder])
    seeOrder(pushedOrder.id)
    upgrade.redeemId = frame.id
    redeemed.mockResolvedValueOnce({ ...frame, status: 'Close' })
    await redeem()
    expect(upgrade.selectedOrder?.order_items[0]?.status).toBe('Close')
    expect(upgrade.results?.[0]?.order_items[0]?.status).toBe('Close')
    expect(upgrade).toMatchObject({ redeemId: null, busy: false })
  })

  it('offline, says in one sentence that redeeming and upgrading need the network', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    try {
      showResults([pushedOrder])
      seeOrder(pushedOrder.id)
      upgrade.redeemId = frame.id
      await redeem()
      expect(startUpgrade(frame.id)).toBe(false)
      expect(redeemed).not.toHaveBeenCalled()
      // The same sentence twice is shown once.
      expect(ui.alerts.map((a) => a.message)).toEqual([
        'Redeeming and upgrading need the network; try again when it is back.',
      ])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('says why a redeem was refused and shows the order as the server has it', async () => {
    showResults([pushedOrder])
    seeOrder(pushedOrder.id)
    upgrade.redeemId = frame.id
    redeemed.mockRejectedValueOnce(new ApiError(409, 'Someone else redeemed it first.'))
    const closed = { ...frame, status: 'Close' }
    searched.mockResolvedValueOnce([{ ...pushedOrder, order_items: [closed] }])
    await redeem()
    expect(ui.alerts.map((a) => a.message)).toEqual(['Someone else redeemed it first.'])
    expect(upgrade.selectedOrder?.order_items).toEqual([closed])
  })

  it('starts an upgrade of an item of the order shown, forgetting an earlier one', () => {
    showResults([pushedOrder])
    seeOrder(pushedOrder.id)
    upgrade.paymentType = 'Cash'
    expect(startUpgrade(999)).toBe(false)
    expect(startUpgrade(frame.id)).toBe(true)
    expect(upgrade).toMatchObject({
      selectedItem: { id: frame.id },
      paymentType: null,
      target: null,
    })
  })
})
