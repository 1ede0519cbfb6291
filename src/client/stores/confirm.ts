import { MESSAGES } from '../../domain/messages'
import { saleEmail } from '../../domain/sale/payload'
import { messageOf } from '../transport/apiError'
import { pushOrder, sendOrderConfirmation } from '../api/orders'
import { updateSale } from '../offline/queue'
import { askReceiptEmail } from './receiptEmail'
import { pushOutcome, receiptQueued } from './receiptOutcome'
import { answerReceipt, sale } from './sale'
import { showAlert } from './ui'

/**
 * A pusher that sends each order to the ordering system once (one per confirmation screen shown);
 * a failure is said, and the server's outbox retries it.
 */
export function orderPusher(): (orderId: number) => void {
  let pushed: number | null = null
  return (orderId) => {
    if (pushed === orderId) return
    pushed = orderId
    pushOrder(orderId).then(
      (answer) => {
        // Queued: the sale goes on, the server's outbox delivers it and the reference follows.
        const queued = pushOutcome(answer)
        if (queued) void showAlert(queued)
      },
      (error: unknown) => showAlert(messageOf(error, MESSAGES.gesPushFailed)),
    )
  }
}

/** A sale kept offline: the address goes with it and the receipt is sent when the sale is. */
async function answerQueuedReceipt(wanted: boolean): Promise<boolean> {
  const queued = sale.queued
  if (!queued) return false
  if (wanted) {
    const email = await askReceiptEmail(sale.receiptEmail ?? saleEmail(sale))
    if (!email) return false
    await updateSale(queued.key, (s) => ({ ...s, receiptEmail: email }))
    queued.receiptEmail = email
  }
  answerReceipt(false)
  return true
}

/**
 * 'Send Digital Receipt?' answered. YES mails the receipt first; false while the question must
 * stay open (no address given, or the mail could not be sent).
 */
export async function answerReceiptQuestion(wanted: boolean): Promise<boolean> {
  if (sale.queued) return answerQueuedReceipt(wanted)
  const order = sale.order
  if (!order) return false
  if (wanted) {
    const email = await askReceiptEmail(sale.receiptEmail ?? saleEmail(sale))
    if (!email) return false
    let queued: string | null
    try {
      queued = receiptQueued(await sendOrderConfirmation(order.id, email))
    } catch (error) {
      void showAlert(messageOf(error, MESSAGES.confirmationFailed))
      return false
    }
    answerReceipt(!queued)
    if (queued) void showAlert(queued)
    return true
  }
  answerReceipt(false)
  return true
}
