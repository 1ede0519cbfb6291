import { isPlaceholderEmail } from '../../domain/sale/customer'
import { confirmationEmailProblem, confirmationSentMessage } from '../../domain/confirmationEmail'
import { MESSAGES, PROMPT_EMAIL } from '../../domain/messages'
import { ApiError, messageOf } from '../transport/apiError'
import { redeemItem } from '../api/orderItems'
import { isOffline } from '../offline/network'
import { sendOrderConfirmation } from '../api/orders'
import { applyItem, plain, refreshOrder } from './orders'
import { receiptQueued } from './receiptOutcome'
import { promptText, showAlert } from './ui'
import { upgrade, type LookupSearch } from './upgrade'

/** Search is pressed: the form is kept, and the query becomes the key of a new answer. */
export function searchFor(form: LookupSearch) {
  upgrade.search = { ...form }
  upgrade.searchError = null
  upgrade.pagesShown = 0
  upgrade.moreResults = false
  const { type, keyword: value, pre, pos } = form
  upgrade.query = { type, value, pre, pos, submitted: (upgrade.query?.submitted ?? 0) + 1 }
}

/** On a narrow screen the details slide over the results: this slides them away again. */
export function hideOrder() {
  upgrade.selectedOrder = null
}

export function seeOrder(orderId: number) {
  const order = upgrade.results?.find((o) => o.id === orderId)
  if (order) upgrade.selectedOrder = plain(order)
}

/** Runs one call with the order's buttons disabled. */
async function whileBusy(work: () => Promise<void>) {
  upgrade.busy = true
  try {
    await work()
  } finally {
    upgrade.busy = false
  }
}

/** The redeem question answered YES. A 409 is the server saying why (someone else redeemed it
 * first); the order is then read again to show the truth. */
export async function redeem() {
  const order = upgrade.selectedOrder
  const itemId = upgrade.redeemId
  upgrade.redeemId = null
  if (!order || itemId === null) return
  if (isOffline()) return void showAlert(MESSAGES.offlineNeedsServer)
  await whileBusy(async () => {
    try {
      applyItem(await redeemItem(itemId))
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409
      void showAlert(conflict ? error.message : MESSAGES.itemStatusFailed)
      await refreshOrder(order.id)
    }
  })
}

/** Mails the order confirmation to the address on the order, or the one typed at the prompt. */
export async function sendConfirmation() {
  const order = upgrade.selectedOrder
  const known = order?.email && !isPlaceholderEmail(order.email) ? order.email : ''
  const email = await promptText(PROMPT_EMAIL, known)
  if (email === null) return
  const problem = confirmationEmailProblem(email, order?.id)
  if (problem) return void showAlert(problem)
  if (!order) return
  await whileBusy(async () => {
    try {
      const answer = await sendOrderConfirmation(order.id, email.trim())
      void showAlert(receiptQueued(answer) ?? confirmationSentMessage(email))
    } catch (error) {
      void showAlert(messageOf(error, MESSAGES.confirmationFailed))
    }
  })
}

/** An upgrade of one item of the order shown starts afresh; false when the item is not there. */
export function startUpgrade(itemId: number): boolean {
  const item = upgrade.selectedOrder?.order_items.find((i) => i.id === itemId)
  if (!item) return false
  if (isOffline()) {
    void showAlert(MESSAGES.offlineNeedsServer)
    return false
  }
  upgrade.selectedItem = plain(item)
  upgrade.target = null
  upgrade.paymentType = null
  upgrade.email = null
  upgrade.result = null
  return true
}
