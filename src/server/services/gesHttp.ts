import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { orders } from '../db/schema'
import type { GesLine } from './gesLedger'
import { readOrder } from './orderReader'

export interface GesEndpoint {
  url: string
  token: string | null
  timeoutMs: number
}

/**
 * Sends one order to the ordering system, with its id as the idempotency key so a repeat is
 * answered with the same reference; throws on any answer without one.
 */
export async function sendOrder(
  db: Db,
  endpoint: GesEndpoint,
  orderId: number,
): Promise<{ reference: string; lines: GesLine[] }> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId))
  const order = row ? await readOrder(db, row.universityId, orderId) : null
  if (!order) throw new Error('The order no longer exists.')
  const base = endpoint.url.endsWith('/') ? endpoint.url : `${endpoint.url}/`
  const response = await fetch(new URL('orders', base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': String(orderId),
      ...(endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}),
    },
    body: JSON.stringify(order),
    signal: AbortSignal.timeout(endpoint.timeoutMs),
  })
  const text = await response.text()
  if (!response.ok)
    throw new Error(`The ordering system answered ${response.status}: ${text.slice(0, 200)}`)
  const body = JSON.parse(text) as { reference?: unknown; lines?: unknown }
  if (typeof body.reference !== 'string' || !body.reference) {
    throw new Error('The ordering system answered without a reference number.')
  }
  const lines = Array.isArray(body.lines) ? (body.lines as GesLine[]) : []
  return { reference: body.reference, lines }
}
