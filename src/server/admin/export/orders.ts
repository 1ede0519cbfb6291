import { and, asc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm'
import { gstIncluded, toCents, centsToDecimal } from '../../../domain/sale/money'
import { displayOrderNumber } from '../../../domain/orderNumber'
import type { Db } from '../../db/client'
import { ceremonies, customers, orderItems, orders, staff } from '../../db/schema'
import type { Exporter, ExportScope } from './exportCsv'

function orderScope(scope: ExportScope): SQL {
  const where: (SQL | undefined)[] = [
    eq(orders.universityId, scope.universityId),
    isNull(orders.deletedAt),
  ]
  if (scope.ceremonyId !== undefined) where.push(eq(orders.ceremonyId, scope.ceremonyId))
  if (scope.from) where.push(gte(orders.date, scope.from))
  if (scope.to) where.push(lte(orders.date, scope.to))
  return and(...where)!
}

function paymentType(type: string): string {
  return type.replace(/^Order#/, '')
}

/** Who took the sale: the PIN's owner, or the stage and the web shop, which have none. */
function operator(json: Record<string, unknown>, name: string | null): string {
  if (name) return name
  if (json.mode === 'stage') return 'Stage'
  if (json.mode === 'web') return 'Web'
  return ''
}

const money = (amount: string) => centsToDecimal(toCents(amount))
const gst = (amount: string) => centsToDecimal(gstIncluded(toCents(amount)))

async function orderRows(db: Db, scope: ExportScope) {
  return db
    .select({
      order: orders,
      ceremony: ceremonies,
      operator: staff.name,
      studentId: customers.studentId,
    })
    .from(orders)
    .leftJoin(ceremonies, eq(ceremonies.id, orders.ceremonyId))
    .leftJoin(staff, eq(staff.id, orders.posOperator))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(orderScope(scope))
    .orderBy(asc(orders.id))
}

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

const exportItems: Exporter = async (db, scope) => {
  const rows = await db
    .select({ item: orderItems, order: orders, ceremony: ceremonies })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(ceremonies, eq(ceremonies.id, orders.ceremonyId))
    .where(and(orderScope(scope), isNull(orderItems.deletedAt)))
    .orderBy(asc(orders.id), asc(orderItems.id))
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

export const orderExports = { orders: exportOrders, 'order-items': exportItems }
