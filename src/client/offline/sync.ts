import type { Order } from '../../domain/contract/order'
import { ApiError } from '../transport/apiError'
import { queuedSales, removeSale, updateSale, type QueuedSale } from './queue'

export interface SyncDeps {
  /** Sends one sale with its Idempotency-Key. */
  save(sale: QueuedSale): Promise<Order>
  /** What follows a sale the server has: the push to the ordering system, the receipt. */
  afterSave(sale: QueuedSale, order: Order): Promise<void>
  onProgress?(done: number, total: number): void
}

export interface SyncOutcome {
  sent: { sale: QueuedSale; order: Order }[]
  refused: number
  /** Why the drain stopped before the end: the server could not be reached, or the session ended. */
  stopped: 'unreachable' | 'signed-out' | null
}

type Verdict = 'retry' | 'signed-out' | 'refused'

/** No answer, a fault or a busy server: try later. A refusal of the sale itself: ask the operator. */
function verdictOf(error: unknown): Verdict {
  if (!(error instanceof ApiError)) return 'retry'
  const { status } = error
  if (status === 0 || status >= 500 || status === 429 || status === 408) return 'retry'
  if (status === 401 || status === 403 || status === 419) return 'signed-out'
  return 'refused'
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The server could not be reached.'

/**
 * Sends the waiting sales of a university oldest first, one at a time so their order numbers
 * follow the order they were sold in. A sale leaves the queue only once the server has answered
 * with its order; a refused one stays, with the server's reason, for the operator to resolve.
 */
export async function drainQueue(tenant: string, deps: SyncDeps): Promise<SyncOutcome> {
  const waiting = (await queuedSales(tenant)).filter((sale) => sale.state === 'waiting')
  const outcome: SyncOutcome = { sent: [], refused: 0, stopped: null }
  for (const [index, sale] of waiting.entries()) {
    deps.onProgress?.(index, waiting.length)
    let order: Order
    try {
      order = await deps.save(sale)
    } catch (error) {
      const verdict = verdictOf(error)
      if (verdict === 'refused') {
        outcome.refused += 1
        await updateSale(sale.key, (s) => ({ ...s, state: 'refused', error: messageOf(error) }))
        continue
      }
      await updateSale(sale.key, (s) => ({
        ...s,
        attempts: s.attempts + 1,
        error: messageOf(error),
      }))
      outcome.stopped = verdict === 'retry' ? 'unreachable' : 'signed-out'
      break
    }
    await removeSale(sale.key)
    outcome.sent.push({ sale, order })
    // The order is safe on the server; what follows has outboxes of its own there.
    await deps.afterSave(sale, order).catch(() => undefined)
  }
  deps.onProgress?.(waiting.length, waiting.length)
  return outcome
}
