import { centsToDecimal } from '../../../domain/sale/money'
import { displayOrderNumber } from '../../../domain/orderNumber'
import { writeCsv } from '../../csv/formulaCells'
import type { ReportCorrection } from './correctionList'
import type { ReportLine } from './orderItems'
import type { ReportOrder } from './orderList'

/**
 * CSV a spreadsheet opens as it is: a header row, RFC 4180 quoting by csv-stringify (a name with
 * a comma or a quote stays one cell), money as plain decimals, order numbers as the kiosk shows
 * them, a BOM so Excel reads the names as UTF-8, and no text a spreadsheet would run (writeCsv).
 */
function toCsv(header: string[], rows: unknown[][]): string {
  return '\ufeff' + writeCsv([header, ...rows], { record_delimiter: 'windows' })
}

const money = (cents: number | null) => (cents === null ? '' : centsToDecimal(cents))

/** The sales, then each void and refund as a line of its own (`line`), with the manager's reason. */
export function ordersCsv(orders: ReportOrder[], corrections: ReportCorrection[] = []): string {
  const rows: (ReportOrder & { line?: string; reason?: string })[] = [...orders, ...corrections]
  return toCsv(
    [
      'order_number',
      'date',
      'time',
      'ceremony',
      'customer',
      'payment_type',
      'amount',
      'gst',
      'operator',
      'reference',
      'line',
      'reason',
      'card',
      'terminal_receipt',
      'auth_code',
      'terminal',
    ],
    rows.map((o) => [
      displayOrderNumber(o.id),
      o.date,
      o.created_at,
      o.ceremony,
      o.customer,
      o.payment,
      money(o.amount),
      money(o.gst),
      o.operator,
      o.reference ?? '',
      o.line ?? 'Sale',
      o.reason ?? '',
      o.terminal?.card ?? '',
      o.terminal?.receipt ?? '',
      o.terminal?.auth_code ?? '',
      o.terminal?.terminal ?? '',
    ]),
  )
}

export function orderItemsCsv(lines: ReportLine[]): string {
  return toCsv(
    [
      'order_number',
      'item_id',
      'date',
      'stock',
      'item',
      'qty',
      'amount',
      'status',
      'upgraded_from',
      'upgrade_payment_type',
      'upgrade_amount',
      'refund_payment_type',
      'refund_amount',
    ],
    lines.map((l) => [
      displayOrderNumber(l.order_id),
      l.item_id,
      l.date,
      l.stock,
      l.item,
      l.qty,
      money(l.amount),
      l.status,
      l.upgraded_from ?? '',
      l.upgrade_payment ?? '',
      money(l.upgrade_amount),
      l.refund_payment ?? '',
      money(l.refund_amount),
    ]),
  )
}
