import { proxy } from 'valtio'
import type { TerminalAttempt } from '../../domain/contract/terminal'
import { MESSAGES } from '../../domain/messages'
import { refreshStockCounts } from '../api/stockCounts'
import { messageOf } from '../transport/apiError'
import { applyOrder } from './orders'
import { restoreSale, sale, showOrderSavedAfterReload, type SaleMode } from './sale'
import {
  closeCardPayment,
  refusal,
  resumeCardPayment,
  startCardPayment,
  terminal,
  type CardOutcome,
} from './terminal'
import { keptAttempt, type KeptPayment } from './terminalKept'
import { showAlert } from './ui'
import { restoreUpgradeInCash, upgrade } from './upgrade'

/**
 * A card payment kept from before a reload is being followed, over whatever screen is shown;
 * `again`: what it paid for is known, so a decline or a cancel offers Try again and cash.
 */
export const resumed = proxy({ showing: false, again: false })

/** Where the kiosk goes once the resumed payment is approved. */
export interface ResumedPlaces {
  onSale: (mode: SaleMode) => void
  onUpgrade: () => void
}

// What the resumed payment paid for, and where its approval goes, for Try again and cash.
let kept: { payment: KeptPayment; onApproved: (attempt: TerminalAttempt) => void } | null = null

function approvedGoing(places: ResumedPlaces) {
  return (attempt: TerminalAttempt) => {
    if (!attempt.order) return
    if (attempt.purpose === 'sale') {
      showOrderSavedAfterReload(attempt.order)
      refreshStockCounts()
      places.onSale(sale.mode)
    } else if (attempt.purpose === 'upgrade' && attempt.upgraded) {
      upgrade.result = { order: attempt.order, upgraded: attempt.upgraded }
      applyOrder(attempt.order, { select: true })
      places.onUpgrade()
    }
  }
}

function follow(outcome: Promise<CardOutcome>) {
  void outcome.then((result) => {
    // Refused before the terminal was asked (stock, the PIN pass, …): said as the save says it.
    if (result === 'refused') void showAlert(messageOf(refusal, MESSAGES.saveFailed))
    if (result !== 'ended') closeResumedCardPayment()
  })
}

/**
 * The kiosk came back (a reload) while a card payment was under way: follows the kept attempt
 * until its true outcome is known. Approved goes on as usual (the server already saved the order
 * or the upgrade), a sale to the confirmation of the mode it was made in; a decline or a cancel
 * stays on screen until the operator tries again, pays by cash or closes it.
 */
export function resumeKeptCardPayment(places: ResumedPlaces) {
  const attempt = keptAttempt()
  if (!attempt || resumed.showing) return
  const onApproved = approvedGoing(places)
  kept = attempt.payment ? { payment: attempt.payment, onApproved } : null
  resumed.showing = true
  resumed.again = kept !== null
  follow(resumeCardPayment(attempt, onApproved))
}

/** Try again after the resumed payment was declined or cancelled: the same request, a new attempt. */
export function retryResumedCardPayment() {
  if (!kept) return
  const { payment, onApproved } = kept
  follow(startCardPayment(payment.request, terminal.amountCents, onApproved, payment))
}

/**
 * Pay by cash after the resumed payment was declined or cancelled: the sale or the upgrade comes
 * back to its payment, on the cash pad. Which payment it is, for the caller to go to.
 */
export function payResumedInCash(): KeptPayment['purpose'] | null {
  const payment = kept?.payment ?? null
  closeResumedCardPayment()
  if (payment?.purpose === 'sale') restoreSale(payment.sale)
  if (payment?.purpose === 'upgrade') restoreUpgradeInCash(payment.upgrade)
  return payment?.purpose ?? null
}

/** The resumed payment's outcome was read: nothing of it stays on screen. */
export function closeResumedCardPayment() {
  kept = null
  resumed.showing = false
  resumed.again = false
  closeCardPayment()
}
