import type { Address } from '../contract/address'
import type { TerminalReference } from '../contract/terminalReference'
import { formatDate } from '../dates'
import { formatMoney, gstIncluded, type Cents } from '../sale/money'

/** One labelled fact of a receipt ('Order No.', '0000547174'). */
export interface ReceiptRow {
  label: string
  value: string
}

/** One item as the receipt lists it, its details (colour, posted) already in words. */
export interface ReceiptLine {
  qty: number
  name: string
  details: string[]
  amount: string
}

/**
 * A receipt in words, ready to be laid out: the email's HTML and text and the kiosk's screen all
 * read this one model, so what the customer is sent and what the counter shows cannot differ.
 */
export interface Receipt {
  title: string
  /** The mail's opening sentence, which names the university. */
  greeting: string
  facts: ReceiptRow[]
  lines: ReceiptLine[]
  totals: ReceiptRow[]
  footnote: string
}

/** An item of a receipt before it is put in words. */
export interface ReceiptItem {
  qty: number
  name: string
  colour: string | null
  /** Sent by post to the receipt's address rather than handed over at the counter. */
  posted: boolean
  cents: Cents
}

/** What every receipt says of its order. */
interface ReceiptOrder {
  universityName: string
  /** The order number; null while a sale kept offline has none yet. */
  orderNumber: string | null
  /** The ordering system's reference; null until the order has reached it. */
  reference: string | null
  /** 'Cash', 'Eftpos', or an order's type ('Order#Eftpos'). */
  paymentType: string
  address: Address | null
  /** YYYY-MM-DD, or the moment itself. */
  date: string | Date
  /** Paid on the kiosk's card terminal: what the terminal said. */
  card?: TerminalReference | null
}

export interface SaleReceiptInput extends ReceiptOrder {
  /** The provisional number a sale made offline was given (the customer was told it). */
  offlineNumber: string | null
  ceremony: string | null
  items: ReceiptItem[]
  totalCents: Cents
}

export interface UpgradeReceiptInput extends ReceiptOrder {
  next: ReceiptItem
  previous: { qty: number; name: string; cents: Cents } | null
  payableCents: Cents
}

export const TO_FOLLOW = 'to follow'
export const POSTED = 'Posted'
export const RECEIPT_FOOTNOTE = 'Prices are in Australian dollars and include GST.'

export function paymentLabel(type: string): string {
  return /eftpos$/i.test(type) ? 'EFTPOS' : 'Cash'
}

/** '12 Main St, Carlton VIC 3053' */
export function formatAddress(address: Address): string {
  const place = [address.extra_city, address.extra_state, address.extra_postcode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
  return [address.extra_streetname1.trim(), place].filter(Boolean).join(', ')
}

function itemLine(item: ReceiptItem, first: string[] = []): ReceiptLine {
  return {
    qty: item.qty,
    name: item.name,
    details: [
      ...first,
      ...(item.colour ? [`Colour: ${item.colour}`] : []),
      ...(item.posted ? [POSTED] : []),
    ],
    amount: formatMoney(item.cents),
  }
}

/** The facts every receipt opens with; 'Posted to' only when an item goes by post. */
function orderFacts(order: ReceiptOrder, items: readonly ReceiptItem[], middle: ReceiptRow[]) {
  const postedTo = items.some((item) => item.posted) && order.address
  const facts: ReceiptRow[] = [
    { label: 'Order No.', value: order.orderNumber ?? TO_FOLLOW },
    ...middle,
    { label: 'Reference Number', value: order.reference ?? TO_FOLLOW },
    { label: 'Paid by', value: paymentLabel(order.paymentType) },
    ...(order.card
      ? [
          { label: 'Card', value: order.card.card },
          { label: 'Terminal receipt', value: order.card.receipt },
          { label: 'Auth code', value: order.card.auth_code },
        ]
      : []),
  ]
  if (postedTo) facts.push({ label: 'Posted to', value: formatAddress(postedTo) })
  return facts
}

export function saleReceipt(input: SaleReceiptInput): Receipt {
  const middle: ReceiptRow[] = [
    ...(input.offlineNumber ? [{ label: 'Sold offline as', value: input.offlineNumber }] : []),
    { label: 'Date', value: formatDate(input.date) },
    ...(input.ceremony ? [{ label: 'Ceremony', value: input.ceremony }] : []),
  ]
  return {
    title: 'Order confirmation',
    greeting: `Thank you for your order with ${input.universityName}.`,
    facts: orderFacts(input, input.items, middle),
    lines: input.items.map((item) => itemLine(item)),
    totals: [
      { label: 'Total (inc GST)', value: formatMoney(input.totalCents) },
      { label: 'GST included', value: formatMoney(gstIncluded(input.totalCents)) },
    ],
    footnote: RECEIPT_FOOTNOTE,
  }
}

export function upgradeReceipt(input: UpgradeReceiptInput): Receipt {
  const { previous } = input
  return {
    title: 'Upgrade confirmation',
    greeting: `Your upgrade with ${input.universityName} is confirmed.`,
    facts: orderFacts(input, [input.next], [{ label: 'Date', value: formatDate(input.date) }]),
    lines: [
      itemLine(input.next, ['New item']),
      ...(previous
        ? [
            {
              qty: previous.qty,
              name: previous.name,
              details: ['Previous item'],
              amount: formatMoney(-previous.cents),
            },
          ]
        : []),
    ],
    totals: [
      { label: 'Total payable', value: formatMoney(input.payableCents) },
      { label: 'Inc. GST of', value: formatMoney(gstIncluded(input.payableCents)) },
    ],
    footnote: RECEIPT_FOOTNOTE,
  }
}
