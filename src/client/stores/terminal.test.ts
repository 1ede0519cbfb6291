import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { TerminalAttempt, TerminalPaymentBody } from '../../domain/contract/terminal'
import { cancelTerminalPayment, startTerminalPayment, terminalAttempt } from '../api/terminal'
import { ApiError } from '../transport/apiError'
import {
  cancelCardPayment,
  closeCardPayment,
  refusal,
  retryCardPayment,
  startCardPayment,
  terminal,
} from './terminal'

vi.mock('../api/terminal', () => ({
  POLL_MS: 700,
  startTerminalPayment: vi.fn(),
  terminalAttempt: vi.fn(),
  cancelTerminalPayment: vi.fn(),
}))
const started = vi.mocked(startTerminalPayment)
const polled = vi.mocked(terminalAttempt)
const cancelled = vi.mocked(cancelTerminalPayment)

const request = { purpose: 'refund', refund: { orderItemId: 7, pin: '1234', reason: 'x' } }
const body = request as TerminalPaymentBody
const ID = '4b0c4f57-4a3b-4f43-9a43-5f4f0c7d7a11'

function attempt(state: TerminalAttempt['state'], more: Partial<TerminalAttempt> = {}) {
  return {
    id: ID,
    purpose: 'refund',
    amount: '35.00',
    state,
    display: null,
    reason: null,
    result: null,
    order: null,
    ...more,
  } as TerminalAttempt
}

const cut = () => new ApiError(0, 'The network is down.')

describe('a card payment', () => {
  beforeEach(() => {
    closeCardPayment()
    vi.useFakeTimers()
    started.mockReset()
    polled.mockReset()
    cancelled.mockReset()
  })

  it('relays the display line, then continues once approved', async () => {
    started.mockResolvedValue(attempt('waiting', { display: 'PRESENT CARD' }))
    polled
      .mockResolvedValueOnce(attempt('waiting', { display: 'PROCESSING' }))
      .mockResolvedValueOnce(attempt('approved', { display: 'APPROVED' }))
    const approved = vi.fn()
    const outcome = startCardPayment(body, 3500, approved)
    await vi.advanceTimersByTimeAsync(0)
    expect(terminal).toMatchObject({ step: 'waiting', display: 'PRESENT CARD', amountCents: 3500 })
    await vi.advanceTimersByTimeAsync(700)
    expect(terminal.display).toBe('PROCESSING')
    await vi.advanceTimersByTimeAsync(700)
    expect(await outcome).toBe('approved')
    expect(approved).toHaveBeenCalledOnce()
    expect(terminal.step).toBeNull()
    await vi.advanceTimersByTimeAsync(3000)
    expect(polled).toHaveBeenCalledTimes(2)
  })

  it('shows a decline with its reason; Try again is a new attempt with a new key', async () => {
    started.mockResolvedValue(attempt('declined', { reason: 'Declined by the card’s bank' }))
    expect(await startCardPayment(body, 3500, vi.fn())).toBe('ended')
    expect(terminal).toMatchObject({ step: 'declined', reason: 'Declined by the card’s bank' })
    started.mockResolvedValue(attempt('approved'))
    expect(await retryCardPayment(body, vi.fn())).toBe('approved')
    const [first, second] = started.mock.calls.map((call) => call[1])
    expect(first).not.toBe(second)
  })

  it('keeps asking through a network cut until the true state is known', async () => {
    started.mockRejectedValueOnce(cut()).mockRejectedValueOnce(cut())
    started.mockResolvedValueOnce(attempt('waiting'))
    polled.mockRejectedValueOnce(cut()).mockResolvedValueOnce(attempt('approved'))
    const approved = vi.fn()
    const outcome = startCardPayment(body, 3500, approved)
    await vi.advanceTimersByTimeAsync(0)
    expect(terminal).toMatchObject({ step: 'checking', cut: true })
    await vi.advanceTimersByTimeAsync(700 * 4)
    expect(await outcome).toBe('approved')
    // The start was sent again under the one key, never as a new payment.
    expect(new Set(started.mock.calls.map((call) => call[1])).size).toBe(1)
    expect(approved).toHaveBeenCalledOnce()
  })

  it('a refusal before the terminal is asked ends the step', async () => {
    const refused = new ApiError(422, 'Out of stock', undefined, true)
    started.mockRejectedValue(refused)
    expect(await startCardPayment(body, 3500, vi.fn())).toBe('refused')
    expect(refusal).toBe(refused)
    expect(terminal.step).toBeNull()
  })

  it('Cancel cancels on the terminal; an attempt already approved stays approved', async () => {
    started.mockResolvedValue(attempt('waiting'))
    polled.mockResolvedValue(attempt('waiting'))
    cancelled.mockResolvedValue(attempt('cancelled'))
    const outcome = startCardPayment(body, 3500, vi.fn())
    await vi.advanceTimersByTimeAsync(0)
    await cancelCardPayment()
    expect(cancelled).toHaveBeenCalledWith(ID)
    expect(await outcome).toBe('ended')
    expect(terminal.step).toBe('cancelled')

    cancelled.mockResolvedValue(attempt('approved'))
    const approved = vi.fn()
    const second = startCardPayment(body, 3500, approved)
    await vi.advanceTimersByTimeAsync(0)
    await cancelCardPayment()
    expect(await second).toBe('approved')
    expect(approved).toHaveBeenCalledOnce()
  })
})

describe('Cancel before the server has answered the start', () => {
  beforeEach(() => {
    closeCardPayment()
    vi.useFakeTimers()
    started.mockReset()
    polled.mockReset()
    cancelled.mockReset()
  })

  it('keeps sending the start, then cancels that attempt; cash only once it is cancelled', async () => {
    started.mockRejectedValueOnce(cut()).mockRejectedValueOnce(cut())
    started.mockResolvedValueOnce(attempt('waiting'))
    cancelled.mockResolvedValue(attempt('cancelled'))
    let ended = false
    const outcome = startCardPayment(body, 3500, vi.fn()).then((o) => {
      ended = true
      return o
    })
    await vi.advanceTimersByTimeAsync(0)
    await cancelCardPayment()
    expect(terminal).toMatchObject({ step: 'checking', cancelling: true })
    await vi.advanceTimersByTimeAsync(700)
    expect(ended).toBe(false)
    expect(terminal.step).toBe('checking')
    await vi.advanceTimersByTimeAsync(700)
    expect(await outcome).toBe('ended')
    expect(cancelled).toHaveBeenCalledWith(ID)
    expect(terminal.step).toBe('cancelled')
    expect(new Set(started.mock.calls.map((call) => call[1])).size).toBe(1)
  })

  it('an attempt the terminal approved meanwhile carries on as approved', async () => {
    started.mockRejectedValueOnce(cut()).mockResolvedValueOnce(attempt('approved'))
    const approved = vi.fn()
    const outcome = startCardPayment(body, 3500, approved)
    await vi.advanceTimersByTimeAsync(0)
    await cancelCardPayment()
    expect(terminal.step).toBe('checking')
    await vi.advanceTimersByTimeAsync(700)
    expect(await outcome).toBe('approved')
    expect(approved).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
    expect(terminal.step).toBeNull()
  })

  it('a cancel tapped while the first start is still on its way cancels once it answers', async () => {
    let answer!: (attempt: TerminalAttempt) => void
    started.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    cancelled.mockResolvedValue(attempt('cancelled'))
    const outcome = startCardPayment(body, 3500, vi.fn())
    await cancelCardPayment()
    expect(terminal.step).toBe('checking')
    answer(attempt('waiting'))
    expect(await outcome).toBe('ended')
    expect(cancelled).toHaveBeenCalledOnce()
    expect(terminal.step).toBe('cancelled')
  })
})
