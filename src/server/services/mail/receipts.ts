import type { Order } from '../../../domain/contract/order'
import type { OrderItem } from '../../../domain/contract/orderItem'
import { formatDate } from '../../../domain/dates'
import { formatMoney, gstIncluded, toCents } from '../../../domain/sale/money'
import { displayOrderNumber } from '../../../domain/orderNumber'
import { gesReference } from '../../../domain/reference'
import type { MailMessage } from './mailer'

export const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

const colourOf = (item: OrderItem) => item.json.colour?.name ?? null

export function page(title: string, rows: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c2434">
<h1 style="font-size:22px">${escape(title)}</h1>${rows}
<p style="color:#5b6475;font-size:12px">Prices are in Australian dollars and include GST.</p></body></html>`
}

function liveItems(order: Order): OrderItem[] {
  return order.order_items.filter((item) => !item.json.upgraded)
}

/**
 * What else a receipt says of its order: how it was paid, the provisional number a sale made
 * offline was given (the customer was told it), and where a posted item goes.
 */
function receiptFacts(order: Order): [string, string][] {
  const facts: [string, string][] = [['Paid by', order.type === 'Order#Eftpos' ? 'EFTPOS' : 'Cash']]
  if (order.offline_number) facts.push(['Sold offline as', order.offline_number])
  const a = order.address
  if (a?.extra_streetname1) {
    const place = [a.extra_city, a.extra_state, a.extra_postcode].filter(Boolean).join(' ')
    facts.push(['Posted to', [a.extra_streetname1, place].filter(Boolean).join(', ')])
  }
  return facts
}

export function orderConfirmation(order: Order, universityName: string, to: string): MailMessage {
  const number = displayOrderNumber(order.id)
  const reference = gesReference(order.json)
  const total = toCents(order.amount)
  const items = liveItems(order)
  const lines = items.map((item) => {
    const colour = colourOf(item)
    return { name: item.name, colour, qty: item.qty, amount: formatMoney(toCents(item.amount)) }
  })
  const facts = receiptFacts(order)
  const text = [
    `Thank you for your order with ${universityName}.`,
    '',
    `Order No.: ${number}`,
    `Date: ${formatDate(order.date)}`,
    order.ceremony ? `Ceremony: ${order.ceremony.name}` : null,
    reference ? `Reference Number: ${reference}` : null,
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...lines.map(
      (l) => `${l.qty} x ${l.name}${l.colour ? ` (colour: ${l.colour})` : ''}  ${l.amount}`,
    ),
    '',
    `Total (inc GST): ${formatMoney(total)}`,
    `GST included: ${formatMoney(gstIncluded(total))}`,
  ]
    .filter((line) => line !== null)
    .join('\n')
  const rows = `<p>Thank you for your order with ${escape(universityName)}.</p>
<p><strong>Order No.:</strong> ${number}<br><strong>Date:</strong> ${formatDate(order.date)}${
    order.ceremony ? `<br><strong>Ceremony:</strong> ${escape(order.ceremony.name)}` : ''
  }${reference ? `<br><strong>Reference Number:</strong> ${escape(reference)}` : ''}${facts
    .map(([label, value]) => `<br><strong>${label}:</strong> ${escape(value)}`)
    .join('')}</p>
<table cellpadding="6" style="border-collapse:collapse">${lines
    .map(
      (l) =>
        `<tr><td>${l.qty} ×</td><td>${escape(l.name)}${l.colour ? `<br><small>Colour: ${escape(l.colour)}</small>` : ''}</td><td align="right">${l.amount}</td></tr>`,
    )
    .join('')}
<tr><td></td><td><strong>Total (inc GST)</strong></td><td align="right"><strong>${formatMoney(total)}</strong></td></tr>
<tr><td></td><td>GST included</td><td align="right">${formatMoney(gstIncluded(total))}</td></tr></table>`
  return {
    to,
    subject: `Your order ${number} – ${universityName}`,
    text,
    html: page('Order confirmation', rows),
  }
}

export function upgradeConfirmation(
  order: Order,
  upgraded: OrderItem,
  universityName: string,
  to: string,
): MailMessage {
  const number = displayOrderNumber(order.id)
  const reference = gesReference(order.json)
  const original = order.order_items.find((item) => item.id === upgraded.json.upgraded_from)
  const upgrade = upgraded.json.upgrade
  const payable = toCents(upgrade?.payable ?? 0)
  const facts: [string, string][] = [
    ['Order No.', number],
    ['Date', formatDate(new Date())],
    [
      'Previous item',
      original ? `${original.name} (${formatMoney(toCents(original.amount))})` : '–',
    ],
    ['New item', `${upgraded.name} (${formatMoney(toCents(upgraded.amount))})`],
    ['Total payable', formatMoney(payable)],
    ['Inc. GST of', formatMoney(gstIncluded(payable))],
    ...(upgrade?.payment_type ? ([['Paid by', upgrade.payment_type]] as [string, string][]) : []),
    ...(reference ? ([['Reference Number', reference]] as [string, string][]) : []),
  ]
  const text = [
    `Your upgrade with ${universityName} is confirmed.`,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
  ].join('\n')
  const rows = `<p>Your upgrade with ${escape(universityName)} is confirmed.</p><table cellpadding="6">${facts
    .map(([k, v]) => `<tr><td><strong>${escape(k)}</strong></td><td>${escape(v)}</td></tr>`)
    .join('')}</table>`
  return {
    to,
    subject: `Your upgrade on order ${number} – ${universityName}`,
    text,
    html: page('Upgrade confirmation', rows),
  }
}
