import type { OrderItem } from '../../../domain/contract/orderItem'
import type * as schema from '../../db/schema'
import { dollars, iso, type Row } from './dtoValues'

export function orderItemDto(row: Row<typeof schema.orderItems>): OrderItem {
  return {
    id: row.id,
    order_id: row.orderId,
    customer_id: row.customerId ?? 0,
    stock_id: row.stockId,
    name: row.name,
    type: row.type,
    qty: row.qty,
    amount: dollars(row.amount),
    status: row.status,
    status_ts: iso(row.statusTs),
    json: withoutKiosks(row.json),
    is_admin: row.isAdmin,
    selected: row.selected,
    seat: row.seat,
    rev: row.rev,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: iso(row.deletedAt),
  }
}

/**
 * The line's json without the kiosk an upgrade or a refund was paid at: that is the kiosk's
 * device id, which its httpOnly cookie keeps from any page's script, so no answer carries it.
 */
function withoutKiosks(json: Record<string, unknown>): Record<string, unknown> {
  let shown = json
  for (const key of ['upgrade', 'refund']) {
    const part = shown[key]
    if (part && typeof part === 'object' && 'kiosk' in part) {
      const { kiosk: _kiosk, ...rest } = part as Record<string, unknown>
      shown = { ...shown, [key]: rest }
    }
  }
  return shown
}
