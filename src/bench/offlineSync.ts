import 'fake-indexeddb/auto'
import type { Order } from '../domain/contract/order'
import type { OrderPayload } from '../domain/contract/requests'
import { ApiError } from '../client/transport/apiError'
import { pinSealer } from '../client/offline/pinSeal'
import { enqueueSale, nextProvisionalNumber, queuedSales } from '../client/offline/queue'
import { drainQueue } from '../client/offline/sync'

export interface OfflineSyncFigures {
  sales: number
  ms: number
  sent: number
  duplicates: number
  left: number
}

/**
 * The offline queue's bench: `count` general-store sales queued on a kiosk while offline (each with its
 * staff PIN sealed for the server), then the queue drained against the real server as the kiosk
 * does when the network is back. Sending the first half twice over checks that a repeat is the
 * same order, never a second one.
 */
export async function offlineSync(
  base: string,
  headers: Record<string, string>,
  sale: Omit<OrderPayload, 'offline'>,
  count: number,
): Promise<OfflineSyncFigures> {
  const boot = await (await fetch(`${base}/demo/pos`, { headers })).text()
  const key = /"offlineKey":"([^"]+)"/.exec(boot)?.[1]
  if (!key) throw new Error('The kiosk page carries no offline key.')
  const seal = await pinSealer(key)
  const run = `${process.pid}-${Date.now()}`
  for (let i = 0; i < count; i++) {
    const number = await nextProvisionalNumber()
    await enqueueSale(
      {
        key: `bench-offline-${run}-${i}`,
        tenant: 'demo',
        payload: {
          ...sale,
          offline: { number, sold_at: new Date().toISOString(), pin: await seal('1234') },
        },
        receiptEmail: null,
        summary: { customer: 'Express', totalCents: 3500, items: 1 },
      },
      number,
    )
  }
  const save = async (queued: { key: string; payload: OrderPayload }) => {
    const response = await fetch(`${base}/demo/orders`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': queued.key },
      body: JSON.stringify(queued.payload),
    })
    const body = (await response.json()) as Order & { message?: string }
    if (!response.ok) throw new ApiError(response.status, body.message ?? '', undefined, true)
    return body
  }
  const started = performance.now()
  const outcome = await drainQueue('demo', { save, afterSave: async () => undefined })
  const elapsed = performance.now() - started
  const firstIds = new Set(outcome.sent.map((s) => s.order.id))
  let duplicates = 0
  for (const { sale: sent } of outcome.sent.slice(0, Math.ceil(count / 2))) {
    if (!firstIds.has((await save(sent)).id)) duplicates += 1
  }
  return {
    sales: count,
    ms: elapsed,
    sent: firstIds.size,
    duplicates,
    left: (await queuedSales('demo')).length,
  }
}
