import type { Order, TerminalReference } from '../../../domain/contract/order'
import type * as schema from '../../db/schema'
import { dollars, iso, type Row } from './dtoValues'
import { orderItemDto } from './orderItemDto'

/** The card terminal's reference a terminal sale keeps in its json (saveOrder). */
function terminalOf(json: unknown): { terminal?: TerminalReference } {
  const terminal = (json as { terminal?: TerminalReference } | null)?.terminal
  return terminal ? { terminal } : {}
}

// The order's DTO; the other entities' are in a file each (ceremonyDto.ts, stockDto.ts, …).
export function orderDto(
  row: Row<typeof schema.orders>,
  items: Row<typeof schema.orderItems>[],
  customer: Pick<
    Row<typeof schema.customers>,
    'id' | 'studentId' | 'name' | 'lastname' | 'email' | 'phone'
  > | null,
  ceremony: Pick<Row<typeof schema.ceremonies>, 'id' | 'name' | 'date'> | null,
): Order {
  return {
    id: row.id,
    customer_id: row.customerId ?? 0,
    ceremony_id: row.ceremonyId,
    type: row.type,
    date: row.date,
    title: row.title,
    name: row.name,
    othername: row.othername,
    lastname: row.lastname,
    countrycode: row.countrycode,
    phone: row.phone,
    email: row.email,
    address: row.address ?? null,
    amount: dollars(row.amount),
    paid: dollars(row.paid),
    tendered: row.tendered === null ? null : dollars(row.tendered),
    change: row.change === null ? null : dollars(row.change),
    offline_number: row.offlineNumber,
    pin_unverified: row.pinUnverified,
    is_pos_order: row.isPosOrder,
    pos_operator: row.posOperator,
    status: row.status,
    status_ts: iso(row.statusTs),
    transaction_id: row.transactionId,
    voucher_id: row.voucherId,
    json: row.json,
    ...terminalOf(row.json),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: iso(row.deletedAt),
    customer: customer
      ? {
          id: customer.id,
          student_id: customer.studentId,
          name: customer.name,
          lastname: customer.lastname,
          email: customer.email,
          phone: customer.phone,
        }
      : null,
    ceremony: ceremony ? { id: ceremony.id, name: ceremony.name, date: ceremony.date } : null,
    order_items: items.map(orderItemDto),
  }
}
