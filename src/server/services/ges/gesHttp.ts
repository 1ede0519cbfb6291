import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import type { GesLine } from './gesLedger'
import { readOrder } from '../orders/orderReader'

export interface GesEndpoint {
  url: string
  token: string | null
  timeoutMs: number
}

/**
 * The ordering system refused the order (a 4xx other than 408 and 429): sending it again would
 * be refused again, so the outbox parks it as failed with this message for someone to look at.
 */
export class GesRefused extends Error {}

/** A 4xx answer that is worth trying again: a timeout or a "slow down". */
const TRANSIENT = new Set([408, 425, 429])

/**
 * Sends one order to the ordering system with `key` (installation id and order id) as the
 * idempotency key, so a repeat is answered with the same reference; throws on any answer without
 * one, GesRefused when the ordering system refuses the order itself.
 */
export async function sendOrder(
  db: Db,
  endpoint: GesEndpoint,
  orderId: number,
  key: string,
): Promise<{ reference: string; lines: GesLine[] }> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId))
  const order = row ? await readOrder(db, row.universityId, orderId) : null
  if (!order) throw new Error('The order no longer exists.')
  const text = await gesPost(endpoint, 'orders', key, order)
  let body: { reference?: unknown; lines?: unknown }
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    throw new Error('The ordering system answered with something other than JSON.')
  }
  if (typeof body.reference !== 'string' || !body.reference) {
    throw new Error('The ordering system answered without a reference number.')
  }
  const lines = Array.isArray(body.lines) ? (body.lines as GesLine[]) : []
  return { reference: body.reference, lines }
}

/**
 * One POST to the ordering system with an idempotency key, answering its body's text; throws on
 * any answer but a success, GesRefused when a repeat would be refused again.
 */
export async function gesPost(
  endpoint: GesEndpoint,
  path: string,
  key: string,
  body: unknown,
): Promise<string> {
  const base = endpoint.url.endsWith('/') ? endpoint.url : `${endpoint.url}/`
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': key,
      ...(endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(endpoint.timeoutMs),
  })
  const text = await response.text()
  if (response.status >= 400 && response.status < 500 && !TRANSIENT.has(response.status)) {
    throw new GesRefused(
      `The ordering system refused the request (${response.status}): ${text.slice(0, 200)}`,
    )
  }
  if (!response.ok)
    throw new Error(`The ordering system answered ${response.status}: ${text.slice(0, 200)}`)
  return text
}
