import { RECEIPT_FOOTNOTE, type Receipt, type ReceiptLine } from '../../../domain/receipt/receipt'

export const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export function page(title: string, rows: string, footnote = RECEIPT_FOOTNOTE): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c2434">
<h1 style="font-size:22px">${escape(title)}</h1>${rows}
<p style="color:#5b6475;font-size:12px">${escape(footnote)}</p></body></html>`
}

const lineText = (l: ReceiptLine) =>
  `${l.qty} x ${l.name}${l.details.length ? ` (${l.details.join('; ')})` : ''}  ${l.amount}`

/** The receipt as plain text: one fact, item or total a line. */
export function receiptText(receipt: Receipt): string {
  return [
    receipt.greeting,
    '',
    ...receipt.facts.map((f) => `${f.label}: ${f.value}`),
    '',
    ...receipt.lines.map(lineText),
    '',
    ...receipt.totals.map((t) => `${t.label}: ${t.value}`),
    '',
    receipt.footnote,
  ].join('\n')
}

const lineRow = (l: ReceiptLine) =>
  `<tr><td>${l.qty} ×</td><td>${escape(l.name)}${l.details
    .map((d) => `<br><small>${escape(d)}</small>`)
    .join('')}</td><td align="right">${escape(l.amount)}</td></tr>`

/** The receipt as an HTML page, laid out as the kiosk shows it. */
export function receiptHtml(receipt: Receipt): string {
  const facts = receipt.facts
    .map((f) => `<strong>${escape(f.label)}:</strong> ${escape(f.value)}`)
    .join('<br>')
  const totals = receipt.totals
    .map(
      (t, i) =>
        `<tr><td></td><td>${i === 0 ? `<strong>${escape(t.label)}</strong>` : escape(t.label)}</td><td align="right">${i === 0 ? `<strong>${escape(t.value)}</strong>` : escape(t.value)}</td></tr>`,
    )
    .join('')
  const rows = `<p>${escape(receipt.greeting)}</p>
<p>${facts}</p>
<table cellpadding="6" style="border-collapse:collapse">${receipt.lines.map(lineRow).join('')}
${totals}</table>`
  return page(receipt.title, rows, receipt.footnote)
}
