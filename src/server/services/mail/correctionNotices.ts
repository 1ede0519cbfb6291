import type { Order } from '../../../domain/contract/order'
import type { OrderItem } from '../../../domain/contract/orderItem'
import { formatDate } from '../../../domain/dates'
import { displayOrderNumber } from '../../../domain/orderNumber'
import { formatMoney, gstIncluded } from '../../../domain/sale/money'
import type { MailMessage } from './mailer'
import { escape, page } from './receiptTemplate'

/** A message of a few labelled facts, as text and as HTML. */
function factsMail(title: string, intro: string, facts: [string, string][]) {
  const text = [intro, '', ...facts.map(([k, v]) => `${k}: ${v}`)].join('\n')
  const rows = `<p>${escape(intro)}</p><table cellpadding="6">${facts
    .map(([k, v]) => `<tr><td><strong>${escape(k)}</strong></td><td>${escape(v)}</td></tr>`)
    .join('')}</table>`
  return { text, html: page(title, rows) }
}

/**
 * Tells a customer who had a receipt that the sale was voided and its money given back. The
 * manager's reason stays in the audit log: it is written for the office, not the customer.
 */
export function voidNotice(
  order: Order,
  cents: number,
  payment: string,
  universityName: string,
  to: string,
): MailMessage {
  const number = displayOrderNumber(order.id)
  const mail = factsMail(
    'Order voided',
    `Your order ${number} with ${universityName} has been cancelled and its payment returned.`,
    [
      ['Order No.', number],
      ['Date', formatDate(new Date())],
      ['Amount returned', formatMoney(cents)],
      ['Inc. GST of', formatMoney(gstIncluded(cents))],
      ['Returned by', payment],
    ],
  )
  return { to, subject: `Your order ${number} was cancelled – ${universityName}`, ...mail }
}

/** The receipt of a refund of one item. */
export function refundReceipt(
  order: Order,
  item: OrderItem,
  cents: number,
  payment: string,
  universityName: string,
  to: string,
): MailMessage {
  const number = displayOrderNumber(order.id)
  const mail = factsMail('Refund receipt', `A refund on your order with ${universityName}.`, [
    ['Order No.', number],
    ['Date', formatDate(new Date())],
    ['Item', `${item.qty} x ${item.name}`],
    ['Amount refunded', formatMoney(cents)],
    ['Inc. GST of', formatMoney(gstIncluded(cents))],
    ['Refunded by', payment],
  ])
  return { to, subject: `Refund on order ${number} – ${universityName}`, ...mail }
}
