import type { Order } from '../../../domain/contract/entities'
import { buildOrderPayload, type SaleInput } from '../../../domain/sale/payload'
import { saveOrder } from '../../api/orders'
import { sale } from '../../stores/sale'

/** Random enough to never repeat; crypto.randomUUID is missing on plain-http kiosks on a LAN. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `sale-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** Saves the sale in the store, under the one Idempotency-Key this sale ever uses. */
export async function placeOrder(operatorId: number): Promise<Order | null> {
  const payload = buildOrderPayload(sale as SaleInput, operatorId)
  sale.checkoutKey ??= newKey()
  return (await saveOrder(payload, sale.checkoutKey)) ?? null
}
