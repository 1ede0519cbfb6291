import { proxy } from 'valtio'
import type { TerminalAttempt } from '../../domain/contract/terminal'
import { refreshStockCounts } from '../api/stockCounts'
import { applyOrder } from './orders'
import { sale, showOrderSavedAfterReload, type SaleMode } from './sale'
import { closeCardPayment, resumeCardPayment } from './terminal'
import { keptAttempt } from './terminalKept'
import { upgrade } from './upgrade'

/** A card payment kept from before a reload is being followed, over whatever screen is shown. */
export const resumed = proxy({ showing: false })

/**
 * The kiosk came back (a reload) while a card payment was under way: follows the kept attempt
 * until its true outcome is known. Approved goes on as usual (the server already saved the order
 * or the upgrade), a sale to the confirmation of the mode it was made in; a decline or a cancel
 * stays on screen until the operator closes it.
 */
export function resumeKeptCardPayment(onSale: (mode: SaleMode) => void, onUpgrade: () => void) {
  const kept = keptAttempt()
  if (!kept || resumed.showing) return
  resumed.showing = true
  const onApproved = (attempt: TerminalAttempt) => {
    if (!attempt.order) return
    if (attempt.purpose === 'sale') {
      showOrderSavedAfterReload(attempt.order)
      refreshStockCounts()
      onSale(sale.mode)
    } else if (attempt.purpose === 'upgrade' && attempt.upgraded) {
      upgrade.result = { order: attempt.order, upgraded: attempt.upgraded }
      applyOrder(attempt.order, { select: true })
      onUpgrade()
    }
  }
  void resumeCardPayment(kept, onApproved).then((outcome) => {
    if (outcome !== 'ended') resumed.showing = false
  })
}

/** The resumed payment's outcome was read: nothing of it stays on screen. */
export function closeResumedCardPayment() {
  resumed.showing = false
  closeCardPayment()
}
