import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Order } from '../../domain/contract/order'
import type { OrderPayload } from '../../domain/contract/requests'
import { ApiError } from '../transport/apiError'
import {
  enqueueSale,
  forgetStores,
  nextProvisionalNumber,
  queuedSales,
  updateSale,
  type NewSale,
} from './queue'
import { drainQueue, type SyncDeps } from './sync'

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
  forgetStores()
})

const sale = (key: string, tenant = 'demo'): NewSale => ({
  key,
  tenant,
  payload: { amount: 35, stocks: [{ id: 1, qty: 1 }] } as OrderPayload,
  receiptEmail: null,
  summary: { customer: 'Express', totalCents: 3500, items: 1 },
})

const order = (id: number) => ({ id }) as Order

/** A server that answers each key as `answers` says, counting what it received. */
function server(answers: Record<string, () => Order>) {
  const received: string[] = []
  const after: string[] = []
  const deps: SyncDeps = {
    async save(s) {
      received.push(s.key)
      return answers[s.key]!()
    },
    async afterSave(s) {
      after.push(s.key)
    },
  }
  return { deps, received, after }
}

describe('the offline queue', () => {
  it('numbers a kiosk’s sales with its own id and a counter', async () => {
    const first = await nextProvisionalNumber()
    const second = await nextProvisionalNumber()
    expect(first).toMatch(/^[A-Z2-9]{4}-0001$/)
    expect(second).toBe(first.replace('0001', '0002'))
  })

  it('keeps each university’s sales apart, oldest first', async () => {
    await enqueueSale(sale('a'), 'K-0001')
    await enqueueSale(sale('b', 'northbridge'), 'K-0002')
    await enqueueSale(sale('c'), 'K-0003')
    expect((await queuedSales('demo')).map((s) => s.key)).toEqual(['a', 'c'])
  })

  it('sends every waiting sale once, in order, and empties the queue', async () => {
    for (const key of ['a', 'b', 'c']) await enqueueSale(sale(key), `K-${key}`)
    const { deps, received, after } = server({
      a: () => order(1),
      b: () => order(2),
      c: () => order(3),
    })
    const outcome = await drainQueue('demo', deps)
    expect(received).toEqual(['a', 'b', 'c'])
    expect(after).toEqual(['a', 'b', 'c'])
    expect(outcome.sent.map((s) => s.order.id)).toEqual([1, 2, 3])
    expect(await queuedSales('demo')).toEqual([])
    // A second drain has nothing to send.
    await drainQueue('demo', deps)
    expect(received).toHaveLength(3)
  })

  it('stops at an unreachable server and keeps the rest, counting the attempt', async () => {
    for (const key of ['a', 'b', 'c']) await enqueueSale(sale(key), `K-${key}`)
    const { deps, received } = server({
      a: () => order(1),
      b: () => {
        throw new ApiError(0, 'The server could not be reached.')
      },
      c: () => order(3),
    })
    const outcome = await drainQueue('demo', deps)
    expect(outcome.stopped).toBe('unreachable')
    expect(received).toEqual(['a', 'b'])
    const left = await queuedSales('demo')
    expect(left.map((s) => [s.key, s.state, s.attempts])).toEqual([
      ['b', 'waiting', 1],
      ['c', 'waiting', 0],
    ])
  })

  it('keeps a refused sale with the server’s reason and goes on with the next', async () => {
    for (const key of ['a', 'b']) await enqueueSale(sale(key), `K-${key}`)
    const { deps } = server({
      a: () => {
        throw new ApiError(422, 'The price of Graduation Bear has changed.', undefined, true)
      },
      b: () => order(2),
    })
    const outcome = await drainQueue('demo', deps)
    expect(outcome.refused).toBe(1)
    const [left] = await queuedSales('demo')
    expect(left).toMatchObject({
      key: 'a',
      state: 'refused',
      error: 'The price of Graduation Bear has changed.',
    })
    // A refused sale is not sent again until the operator resolves it.
    const again = server({ a: () => order(9) })
    await drainQueue('demo', again.deps)
    expect(again.received).toEqual([])
  })

  it('stops when the session has ended, without losing the sale', async () => {
    await enqueueSale(sale('a'), 'K-a')
    const { deps } = server({
      a: () => {
        throw new ApiError(401, 'Please log in again.')
      },
    })
    expect((await drainQueue('demo', deps)).stopped).toBe('signed-out')
    expect(await queuedSales('demo')).toHaveLength(1)
  })

  it('updates a sale in place (a receipt address given after the sale)', async () => {
    await enqueueSale(sale('a'), 'K-a')
    await updateSale('a', (s) => ({ ...s, receiptEmail: 'parent@example.com' }))
    expect((await queuedSales('demo'))[0]?.receiptEmail).toBe('parent@example.com')
  })
})
