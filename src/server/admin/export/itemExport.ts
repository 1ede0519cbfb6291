import { displayOrderNumber } from '../../../domain/orderNumber'
import type { Exporter } from './exportCsv'
import { gst, money, paymentType } from './orderCells'
import { itemRows } from './orderRows'

export const exportItems: Exporter = async (db, scope) => {
  const rows = await itemRows(db, scope)
  return [
    [
      'order_number',
      'date',
      'ceremony_code',
      'item',
      'type',
      'qty',
      'amount',
      'gst',
      'status',
      'payment_type',
      'reference',
      'line_reference',
    ],
    ...rows.map(({ item, order, ceremony }) => [
      displayOrderNumber(order.id),
      order.date,
      ceremony?.code ?? '',
      item.name,
      item.type.replace(/^OrderItem#/, ''),
      item.qty,
      money(item.amount),
      gst(item.amount),
      item.status === 'Close' ? 'Redeemed' : item.status,
      paymentType(order.type),
      String(order.json.ges_order_id ?? ''),
      String(item.json.ges_line_id ?? ''),
    ]),
  ]
}
