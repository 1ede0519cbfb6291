import type { TerminalAttempt, TerminalPaymentBody } from '../../domain/contract/terminal'
import { MESSAGES } from '../../domain/messages'
import { cartTotal } from '../../domain/sale/cart'
import { buildOrderPayload, type SaleInput } from '../../domain/sale/payload'
import { refreshStockCounts } from '../api/stockCounts'
import { messageOf } from '../transport/apiError'
import { keptSale, sale } from './sale'
import type { KeptPayment } from './terminalKept'
import { closeCardPayment, refusal, retryCardPayment, startCardPayment } from './terminal'
import { showAlert } from './ui'

// The sale as sent to the terminal, so Try again sends the same sale as a new attempt.
let sent: {
  request: TerminalPaymentBody
  onApproved: (attempt: TerminalAttempt) => void
  payment: KeptPayment
} | null = null

/** Approved means saved: the server saved the order when it recorded the approval. */
function approvedWith(onPaid?: () => void) {
  return (attempt: TerminalAttempt) => {
    if (!attempt.order) return
    sale.order = attempt.order
    refreshStockCounts()
    onPaid?.()
  }
}

async function follow(outcome: Promise<'approved' | 'ended' | 'refused'>): Promise<boolean> {
  const result = await outcome
  // Refused before the terminal was asked (stock, the PIN pass, …): said as the save says it.
  if (result === 'refused') void showAlert(messageOf(refusal, MESSAGES.saveFailed))
  return result === 'approved'
}

/** An EFTPOS sale online: the amount goes to the kiosk's terminal; true once the order is saved. */
export function payByCard(operatorId: number, onPaid?: () => void): Promise<boolean> {
  const request: TerminalPaymentBody = {
    purpose: 'sale',
    sale: buildOrderPayload(sale as SaleInput, operatorId),
  }
  const payment: KeptPayment = { purpose: 'sale', request, sale: keptSale() }
  sent = { request, onApproved: approvedWith(onPaid), payment }
  return follow(startCardPayment(request, cartTotal(sale.cart), sent.onApproved, payment))
}

/** Try again after a decline or a cancel: the same sale, a new attempt. */
export function retryCardSale(): Promise<boolean> {
  if (!sent) return Promise.resolve(false)
  return follow(retryCardPayment(sent.request, sent.onApproved, sent.payment))
}

/** Pay by cash (or the payment left): the terminal step closes. */
export function leaveCardSale() {
  sent = null
  closeCardPayment()
}
