import { beforeEach, describe, expect, it, vi } from 'vitest'
import { expressSale, item, order } from '../../../stories/fixtures/people'
import { ApiError } from '../transport/apiError'
import { refundItem } from '../api/orderItems'
import { startTerminalPayment } from '../api/terminal'
import { searchOrders, voidOrder } from '../api/orders'
import { askRefund, askVoid, closeApproval, confirmApproval, corrections } from './corrections'
import { seeOrder } from './lookup'
import { showResults } from './lookupAnswers'
import { resetUpgrade, upgrade } from './upgrade'

vi.mock('../api/terminal', () => ({ POLL_MS: 700, startTerminalPayment: vi.fn() }))
vi.mock('../api/orderItems', () => ({ refundItem: vi.fn(), redeemItem: vi.fn() }))
vi.mock('../api/orders', () => ({
  SEARCH_PAGE: 25,
  searchOrders: vi.fn(),
  voidOrder: vi.fn(),
  sendOrderConfirmation: vi.fn(),
}))
const voided = vi.mocked(voidOrder)
const refunded = vi.mocked(refundItem)
const searched = vi.mocked(searchOrders)
const started = vi.mocked(startTerminalPayment)

const sale = () =>
  order(6, [item(10, 6, 'Graduation Bear', { amount: 35 }), item(11, 6, 'Graduation Posy')], {
    ...expressSale,
    type: 'Order#Cash',
  })
const approval = { pin: '2468', reason: 'Wrong bear', type: null }

describe('a void or refund with a manager’s approval', () => {
  beforeEach(() => {
    resetUpgrade()
    closeApproval()
    corrections.lockedUntil = null
    voided.mockReset()
    refunded.mockReset()
    searched.mockReset()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    showResults([sale()])
    seeOrder(6)
  })

  it('voids the order shown under one key, and shows the answer in the details and the results', async () => {
    askVoid()
    expect(corrections.asked).toEqual({ kind: 'void', orderId: 6 })
    const key = corrections.key
    expect(key).toMatch(/^void-[0-9a-f]{32}$/)
    const answer = { ...sale(), status: 'Void' }
    voided.mockRejectedValueOnce(new ApiError(0, 'The server cannot be reached.'))
    voided.mockResolvedValueOnce(answer)
    expect(await confirmApproval({ ...approval, reason: '  Wrong bear ' })).toBe(false)
    expect(corrections.error).toBe('The server did not answer. Please try again.')
    // Confirm again: the same key, so the server makes one void of both taps.
    expect(await confirmApproval(approval)).toBe(true)
    expect(voided.mock.calls).toEqual([
      [6, { pin: '2468', reason: 'Wrong bear' }, key],
      [6, { pin: '2468', reason: 'Wrong bear' }, key],
    ])
    expect(upgrade.selectedOrder?.status).toBe('Void')
    expect(upgrade.results?.[0]?.status).toBe('Void')
    expect(corrections).toMatchObject({ asked: null, key: null, error: null, busy: false })
  })

  it('refunds to the card through the terminal, which records the refund once approved', async () => {
    askRefund(10)
    const after = sale()
    after.order_items[0]!.status = 'Refunded'
    started.mockResolvedValueOnce({
      ...{ id: 'a', purpose: 'refund', amount: '35.00', state: 'approved', display: null },
      ...{ reason: null, result: null, order: after, refunded: after.order_items[0]! },
    })
    expect(await confirmApproval({ ...approval, type: 'Eftpos' })).toBe(true)
    expect(started.mock.calls[0]![0]).toEqual({
      purpose: 'refund',
      refund: { orderItemId: 10, pin: '2468', reason: 'Wrong bear' },
    })
    expect(refunded).not.toHaveBeenCalled()
    expect(upgrade.selectedOrder?.order_items[0]?.status).toBe('Refunded')
    expect(corrections).toMatchObject({ asked: null, busy: false })
  })

  it('refunds one item by the payment chosen, each approval under a fresh key', async () => {
    askRefund(999)
    expect(corrections.asked).toBeNull()
    askRefund(10)
    const first = corrections.key
    closeApproval()
    askRefund(10)
    expect(corrections.key).not.toBe(first)
    expect(await confirmApproval(approval)).toBe(false)
    expect(refunded).not.toHaveBeenCalled()
    const after = sale()
    after.order_items[0]!.status = 'Refunded'
    refunded.mockResolvedValueOnce({ refunded: after.order_items[0]!, order: after })
    expect(await confirmApproval({ ...approval, type: 'Cash' })).toBe(true)
    expect(refunded).toHaveBeenCalledWith(
      10,
      { pin: '2468', reason: 'Wrong bear', type: 'Cash' },
      expect.stringMatching(/^refund-/),
    )
    expect(upgrade.selectedOrder?.order_items[0]?.status).toBe('Refunded')
    expect(upgrade.results?.[0]?.order_items[0]?.status).toBe('Refunded')
  })

  it('keeps the approval open with the server’s refusal in words', async () => {
    askVoid()
    const operator = "Only a manager's PIN can void a sale. Please ask a manager."
    voided.mockRejectedValueOnce(new ApiError(403, operator, undefined, true))
    await confirmApproval({ ...approval, pin: '1234' })
    expect(corrections).toMatchObject({ asked: { kind: 'void' }, error: operator })
    const wrong = 'That PIN is not right. Please try again.'
    voided.mockRejectedValueOnce(new ApiError(422, wrong, { pin: [wrong] }, true))
    await confirmApproval({ ...approval, pin: '9999' })
    expect(corrections.error).toBe(wrong)
    const lockout = 'Too many wrong PINs at this kiosk. Please wait 5 minutes and try again.'
    voided.mockRejectedValueOnce(new ApiError(429, lockout, undefined, true, 300_000))
    await confirmApproval(approval)
    expect(corrections.error).toBe(lockout)
    expect(corrections.lockedUntil).toBeGreaterThan(Date.now() + 290_000)
  })

  it('on a 409, says why and shows the order as the server has it', async () => {
    askVoid()
    const already = 'This sale has already been voided.'
    voided.mockRejectedValueOnce(new ApiError(409, already, undefined, true))
    searched.mockResolvedValueOnce([{ ...sale(), status: 'Void' }])
    await confirmApproval(approval)
    expect(corrections.error).toBe(already)
    expect(upgrade.selectedOrder?.status).toBe('Void')
  })
})
