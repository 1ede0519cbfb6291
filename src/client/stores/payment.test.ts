import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stockNamed } from '../../../stories/fixtures/catalogue'
import type { Order } from '../../domain/contract/order'
import { ApiError } from '../transport/apiError'
import { saveOrder } from '../api/orders'
import { checkPin } from '../api/pin'
import { startTerminalPayment } from '../api/terminal'
import { addItem } from './cart'
import { chooseCustomer } from './checkout'
import { choosePayment } from './payment'
import { closePin, payWithPin } from './pinPayment'
import { pay, retrySave } from './saveSale'
import { resetSale, sale, startSale } from './sale'
import { resetUi, ui } from './ui'

vi.mock('../api/orders', () => ({ saveOrder: vi.fn() }))
vi.mock('../api/pin', () => ({ checkPin: vi.fn() }))
vi.mock('../api/terminal', () => ({ POLL_MS: 700, startTerminalPayment: vi.fn() }))
const saved = vi.mocked(saveOrder)
const pinChecked = vi.mocked(checkPin)
const order = { id: 41, paid: '35.00' } as unknown as Order
const started = vi.mocked(startTerminalPayment)
/** The sale an EFTPOS payment sent to the terminal. */
const sentToTerminal = () => {
  const body = started.mock.calls[0]![0]
  return body.purpose === 'sale' ? body.sale : null
}
const alerts = () => ui.alerts.map((a) => a.message)

function readyToPay(mode: 'stage' | 'normal') {
  startSale(mode)
  sale.ceremony = { id: 1, name: 'Science', date: '01/12/2026' }
  addItem(stockNamed('Graduation Bear'))
  if (mode === 'normal') chooseCustomer({ kind: 'express' })
}

describe('paying', () => {
  beforeEach(() => {
    resetSale()
    resetUi()
    saved.mockReset().mockResolvedValue(order)
    pinChecked.mockReset()
    started.mockReset().mockResolvedValue({
      ...{ id: 'a', purpose: 'sale', amount: '35.00', state: 'approved' },
      ...{ display: 'APPROVED', reason: null, result: null, order },
    })
  })

  it('needs a ceremony first', async () => {
    readyToPay('stage')
    sale.ceremony = null
    expect(await choosePayment('Cash', 3500)).toBe(false)
    expect(alerts()).toEqual(['Please select a ceremony.'])
    expect(saved).not.toHaveBeenCalled()
  })

  it('pays a stage sale by card as soon as EFTPOS is chosen', async () => {
    readyToPay('stage')
    const paid = vi.fn(() => expect(sale.order).toEqual(order))
    expect(await choosePayment('Eftpos', null, paid)).toBe(true)
    expect(paid).toHaveBeenCalledOnce()
    expect(sale.order).toEqual(order)
    expect(sentToTerminal()).toMatchObject({ type: 'Order#Eftpos', mode: 'stage' })
    expect(saved).not.toHaveBeenCalled()
  })

  it('asks the general store for the staff PIN, and a passing PIN pays as that staff member', async () => {
    readyToPay('normal')
    expect(await choosePayment('Eftpos', null)).toBe(false)
    expect(sale.tenderedCents).toBeNull()
    expect(sale.pin).toEqual({ open: true, error: null })
    pinChecked.mockResolvedValueOnce({ pass: true, operator: { id: 3, name: 'Sam' } })
    expect(await payWithPin('1234')).toBe(true)
    expect(sale.pin.open).toBe(false)
    expect(sentToTerminal()).toMatchObject({ pos_operator: 3 })
    expect(sentToTerminal()).not.toHaveProperty('tendered')
  })

  it('asks for the PIN after the cash handed over, and sends it with the sale', async () => {
    readyToPay('normal')
    expect(await choosePayment('Cash', 5000)).toBe(false)
    expect(sale.tenderedCents).toBe(5000)
    expect(sale.pin.open).toBe(true)
    pinChecked.mockResolvedValueOnce({ pass: true, operator: { id: 3, name: 'Sam' } })
    expect(await payWithPin('1234')).toBe(true)
    expect(saved.mock.calls[0]![0]).toMatchObject({ type: 'Order#Cash', amount: 35, tendered: 50 })
  })

  it('saves a stage cash sale with the cash tendered', async () => {
    readyToPay('stage')
    expect(await choosePayment('Cash', 3500)).toBe(true)
    expect(saved.mock.calls[0]![0]).toMatchObject({ type: 'Order#Cash', tendered: 35 })
  })

  it('never sends a tender with EFTPOS, even one keyed before switching', async () => {
    readyToPay('stage')
    expect(await choosePayment('Eftpos', 5000)).toBe(true)
    expect(sentToTerminal()).not.toHaveProperty('tendered')
  })

  it('keeps the PIN dialog open with the reason a PIN is refused', async () => {
    readyToPay('normal')
    await choosePayment('Eftpos', null)
    expect(await payWithPin('')).toBe(false)
    expect(sale.pin.error).toBe('Invalid PIN code.')
    pinChecked.mockResolvedValueOnce({ pass: false })
    await payWithPin('9999')
    pinChecked.mockRejectedValueOnce(new ApiError(429, 'Too many tries. Wait a minute.'))
    await payWithPin('9999')
    expect(sale.pin).toEqual({ open: true, error: 'Too many tries. Wait a minute.' })
    // No answer at all: said in the pad too, with no alert over it.
    pinChecked.mockRejectedValueOnce(new ApiError(0, 'Network error'))
    await payWithPin('1234')
    expect(sale.pin).toEqual({ open: true, error: 'Failed to send confirmation email.' })
    expect(ui.alerts).toHaveLength(0)
    closePin()
    expect(sale.pin.open).toBe(false)
    expect(saved).not.toHaveBeenCalled()
  })

  it('saves once however often it is asked, under one Idempotency-Key', async () => {
    readyToPay('stage')
    saved.mockRejectedValueOnce(new ApiError(503, 'busy'))
    expect(await pay(0)).toBe(false)
    // No alert with the server's words: the save-failed dialog offers TRY AGAIN.
    expect(alerts()).toEqual([])
    expect(sale.saveFailure).toEqual({ operatorId: 0 })
    const twice = await Promise.all([retrySave(), pay(0)])
    expect(twice).toEqual([true, false])
    expect(await pay(0)).toBe(false)
    expect(saved).toHaveBeenCalledTimes(2)
    expect(saved.mock.calls[1]![1]).toBe(saved.mock.calls[0]![1])
    expect(saved.mock.calls[0]![1]).toMatch(/^sale-[0-9a-f]{32}$/)
  })

  it('shows the server’s own words when it refuses the order', async () => {
    readyToPay('stage')
    saved.mockRejectedValueOnce(new ApiError(422, 'The price has changed.', undefined, true))
    await pay(0)
    expect(alerts()).toEqual(['The price has changed.'])
    expect(sale.order).toBeNull()
  })
})
