import type { UpgradeAnswer } from '../../domain/contract/upgrade'
import { MESSAGES } from '../../domain/messages'
import { centsToDollars } from '../../domain/sale/money'
import { messageOf } from '../transport/apiError'
import { sendUpgradeConfirmation, upgradeItem, type UpgradeRequest } from '../api/orderItems'
import { applyOrder } from './orders'
import { askReceiptEmail } from './receiptEmail'
import { receiptQueued } from './receiptOutcome'
import { showAlert } from './ui'
import { keptUpgrade, upgrade } from './upgrade'
import type { KeptPayment } from './terminalKept'
import { payableCents } from './upgradeSteps'
import { isOffline } from './payOffline'
import {
  closeCardPayment,
  refusal,
  retryCardPayment,
  startCardPayment,
  type CardOutcome,
} from './terminal'
import type { TerminalAttempt, TerminalPaymentBody } from '../../domain/contract/terminal'

/**
 * 'Send Digital Receipt?' answered: either answer saves the upgrade chosen; YES first finds where
 * the receipt goes. `onSaved` runs as soon as the result is in the store (navigation goes there).
 */
export async function saveUpgrade(withReceipt: boolean, onSaved: () => void) {
  const { selectedOrder: order, selectedItem: item, target, paymentType, tenderedCents } = upgrade
  if (!order || !item || !target || !paymentType) return
  let email: string | null = null
  if (withReceipt) {
    email = await askReceiptEmail(order.email)
    // Without an address the question stays open: staff may try again or answer NO.
    if (email === null) return
    upgrade.email = email
  }
  upgrade.busy = true
  const body: UpgradeRequest = {
    fromOrderItemID: item.id,
    toStock: { id: target.stock.id, colour: target.colour ? { ...target.colour } : null },
    type: paymentType,
    email,
    ...(target.sellBeyondCount ? { sell_beyond_count: true } : {}),
    // Recorded with the upgrade as a sale records it: the change given is worked out from it.
    ...(paymentType === 'Cash' && tenderedCents !== null
      ? { tendered: centsToDollars(tenderedCents) }
      : {}),
  }
  // Online, EFTPOS goes through the kiosk's terminal, which applies the upgrade once approved.
  if (paymentType === 'Eftpos' && !isOffline()) {
    const request: TerminalPaymentBody = { purpose: 'upgrade', upgrade: body }
    const onApproved = (attempt: TerminalAttempt) => {
      if (attempt.order && attempt.upgraded)
        void finish({ order: attempt.order, upgraded: attempt.upgraded }, email, onSaved)
    }
    const payment: KeptPayment = { purpose: 'upgrade', request, upgrade: keptUpgrade() }
    sentByCard = { request, onApproved, payment }
    return followCard(startCardPayment(request, payableCents(upgrade) ?? 0, onApproved, payment))
  }
  let result: UpgradeAnswer
  try {
    result = await upgradeItem(body)
  } catch (error) {
    upgrade.busy = false
    void showAlert(messageOf(error, MESSAGES.saveFailed))
    return
  }
  await finish(result, email, onSaved)
}

// The upgrade as sent to the terminal, so Try again sends it again as a new attempt.
let sentByCard: {
  request: TerminalPaymentBody
  onApproved: (attempt: TerminalAttempt) => void
  payment: KeptPayment
} | null = null

async function followCard(outcome: Promise<CardOutcome>) {
  const result = await outcome
  if (result === 'approved') return
  // Declined or cancelled: the step offers Try again or cash; nothing was saved.
  upgrade.busy = false
  if (result === 'refused') void showAlert(messageOf(refusal, MESSAGES.saveFailed))
}

/** Try again after the card was declined or cancelled: the same upgrade, a new attempt. */
export async function retryCardUpgrade() {
  if (!sentByCard) return
  upgrade.busy = true
  await followCard(retryCardPayment(sentByCard.request, sentByCard.onApproved, sentByCard.payment))
}

/** Back to the receipt question after a decline: nothing was saved. */
export function leaveCardUpgrade() {
  sentByCard = null
  closeCardPayment()
}

/** Pay by cash instead: back on the payment screen, on its cash pad. */
export function payUpgradeInCash() {
  sentByCard = null
  closeCardPayment()
  upgrade.paymentType = 'Cash'
  upgrade.cashNext = true
}

/** The upgrade is saved: its receipt (when asked for) is sent, then the success screen. */
async function finish(result: UpgradeAnswer, email: string | null, onSaved: () => void) {
  applyOrder(result.order)
  if (email) {
    // The upgrade is saved either way; a queued or refused receipt is said as for a sale's.
    try {
      const queued = receiptQueued(await sendUpgradeConfirmation(result.upgraded.id))
      if (queued) void showAlert(queued)
    } catch (error) {
      void showAlert(messageOf(error, MESSAGES.confirmationFailed))
    }
  }
  // Set last: from here on the earlier steps send Back to the success screen.
  upgrade.result = result
  onSaved()
}
