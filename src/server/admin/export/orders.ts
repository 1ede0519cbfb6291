import { displayOrderNumber } from '../../../domain/orderNumber'
import type { Exporter } from './exportCsv'
import { exportItems } from './itemExport'
import { gst, money, operator, paymentType } from './orderCells'
import { orderRows } from './orderRows'

const exportOrders: Exporter = async (db, scope) => {
  const rows = await orderRows(db, scope)
  return [
    [
      'order_number',
      'date',
      'time',
      'ceremony_code',
      'ceremony',
      'student_id',
      'customer',
      'email',
      'phone',
      'payment_type',
      'amount',
      'gst',
      'paid',
      'operator',
      'reference',
      'status',
    ],
    ...rows.map(({ order, ceremony, operator: name, studentId }) => [
      displayOrderNumber(order.id),
      order.date,
      order.createdAt.toTimeString().slice(0, 5),
      ceremony?.code ?? '',
      ceremony?.name ?? '',
      studentId ?? '',
      `${order.name} ${order.lastname}`.trim(),
      order.email ?? '',
      order.phone ?? '',
      paymentType(order.type),
      money(order.amount),
      gst(order.amount),
      money(order.paid),
      operator(order.json, name),
      String(order.json.ges_order_id ?? ''),
      order.status ?? '',
    ]),
  ]
}

export const orderExports = { orders: exportOrders, 'order-items': exportItems }
