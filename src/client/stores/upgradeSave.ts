import type { UpgradeAnswer } from '../../domain/contract/upgrade'
import { MESSAGES } from '../../domain/messages'
import { centsToDollars } from '../../domain/sale/money'
import { messageOf } from '../transport/apiError'
import { sendUpgradeConfirmation, upgradeItem } from '../api/orderItems'
import { applyOrder } from './orders'
import { askReceiptEmail } from './receiptEmail'
import { receiptQueued } from './receiptOutcome'
import { showAlert } from './ui'
import { upgrade } from './upgrade'

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
  let result: UpgradeAnswer
  try {
    result = await upgradeItem({
      fromOrderItemID: item.id,
      toStock: { id: target.stock.id, colour: target.colour ? { ...target.colour } : null },
      type: paymentType,
      email,
      ...(target.sellBeyondCount ? { sell_beyond_count: true } : {}),
      // Recorded with the upgrade as a sale records it: the change given is worked out from it.
      ...(paymentType === 'Cash' && tenderedCents !== null
        ? { tendered: centsToDollars(tenderedCents) }
        : {}),
    })
    applyOrder(result.order)
  } catch (error) {
    upgrade.busy = false
    void showAlert(messageOf(error, MESSAGES.saveFailed))
    return
  }
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
