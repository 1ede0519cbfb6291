import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '../../domain/contract/order'
import type { Student } from '../../domain/contract/student'
import { students } from '../../../stories/fixtures/people'
import { ApiError } from '../transport/apiError'
import { pushOrder, sendOrderConfirmation } from '../api/orders'
import { chooseCustomer } from './checkout'
import { answerReceiptQuestion, orderPusher } from './confirm'
import { resetSale, sale } from './sale'
import { resetUi, ui } from './ui'

vi.mock('../api/orders', () => ({ pushOrder: vi.fn(), sendOrderConfirmation: vi.fn() }))
const pushed = vi.mocked(pushOrder)
const mailed = vi.mocked(sendOrderConfirmation)
const avery = students[0] as Student

describe('the confirmation', () => {
  beforeEach(() => {
    resetSale()
    resetUi()
    pushed.mockReset().mockResolvedValue({ pushed: true, reference: 'R1' })
    mailed.mockReset().mockResolvedValue({ sent: true, mail_id: 1 })
    chooseCustomer({ kind: 'student', student: avery })
    sale.order = { id: 12 } as Order
  })

  it('mails the receipt to the address on record, then forgets the customer', async () => {
    expect(await answerReceiptQuestion(true)).toBe(true)
    expect(mailed).toHaveBeenCalledWith(12, 'avery.lindqvist@student.example')
    expect(sale).toMatchObject({ receiptSent: true, customer: null, order: { id: 12 } })
  })

  it('says whether a queued receipt waits for the mail server or for the reference', async () => {
    mailed.mockResolvedValueOnce({ queued: true, mail_id: 2 })
    expect(await answerReceiptQuestion(true)).toBe(true)
    mailed.mockResolvedValueOnce({ queued: true, mail_id: 3, waiting_for: 'reference' })
    chooseCustomer({ kind: 'student', student: avery })
    expect(await answerReceiptQuestion(true)).toBe(true)
    expect(ui.alerts.map((a) => a.message)).toEqual([
      'Receipt queued, it will be sent when the mail server answers.',
      "Receipt queued, it will be sent with the order's reference within 2 minutes.",
    ])
  })

  it('keeps the question open when the mail cannot be sent', async () => {
    mailed.mockRejectedValueOnce(new ApiError(502, 'down'))
    expect(await answerReceiptQuestion(true)).toBe(false)
    expect(ui.alerts.map((a) => a.message)).toEqual(['Failed to send confirmation email.'])
    expect(sale.customer).not.toBeNull()
  })

  it('asks for an address when none is on record, and NO sends nothing', async () => {
    chooseCustomer({ kind: 'new' })
    const answered = answerReceiptQuestion(true)
    await vi.waitFor(() => expect(ui.prompt).not.toBeNull())
    ui.prompt?.answer(null)
    expect(await answered).toBe(false)
    expect(await answerReceiptQuestion(false)).toBe(true)
    expect(mailed).not.toHaveBeenCalled()
    expect(sale.receiptSent).toBe(false)
  })

  it('pushes each order to the ordering system once per screen', async () => {
    const pushOnce = orderPusher()
    pushOnce(12)
    pushOnce(12)
    orderPusher()(12)
    expect(pushed).toHaveBeenCalledTimes(2)
    pushed.mockRejectedValueOnce(new ApiError(502, 'down'))
    pushOnce(13)
    await vi.waitFor(() => expect(ui.alerts).toHaveLength(1))
    expect(ui.alerts[0]?.message).toBe('Failed to push order to GES.')
  })
})
