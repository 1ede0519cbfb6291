import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import type { Stock } from '../../../domain/contract/stock'
import { gesReference } from '../../../domain/reference'
import { orders, outbox } from '../../db/schema'
import { TestClient } from '../../test/client'
import { stockNamed } from '../../test/stockFixtures'
import { saveStageOrder } from '../../test/testSales'
import { startGes, type TestGes } from '../../test/gesServer'
import { startServer, type TestServer } from '../../test/harness'
import { REFUSED } from './gesAttempt'

let ges: TestGes
let server: TestServer
let kiosk: TestClient
let bear: Stock

beforeAll(async () => {
  ges = await startGes()
  server = await startServer({
    gesUrl: ges.url,
    ges: { retryBaseMs: 100, maxDelayMs: 800, pollMs: 50, timeoutMs: 2500, graceMs: 200 },
  })
  kiosk = await TestClient.loggedIn(server.url, 'demo')
  bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
}, 180_000)
afterAll(async () => {
  await server?.close()
  await ges?.close()
})

/** An ordering system that keeps its word: one order, and one reference, per idempotency key. */
const created = new Map<string, string>()
function honest(key: string) {
  const reference = created.get(key) ?? `G-${created.size + 1}`
  created.set(key, reference)
  return { status: 200, body: { reference } }
}

async function push(orderId: number) {
  const started = Date.now()
  const answer = await kiosk.post(`/demo/ges/orders/${orderId}`, {})
  return { ...answer, ms: Date.now() - started }
}

describe('the ordering system failing, hanging, refusing and recovering', () => {
  it('answers every kiosk push within 3 s, parks a refused order, and delivers every other order exactly once', async () => {
    // An outage from the start: some orders hang far past the attempt timeout, the rest get 503.
    let outage = true
    let refusedId = -1
    const hangs = new Set<number>()
    ges.behave((request) => {
      const id = request.body.id ?? 0
      if (id === refusedId) return { status: 400, body: { error: 'ceremony code unknown' } }
      if (outage) {
        return hangs.has(id)
          ? { status: 503, body: 'busy', delayMs: 30_000 }
          : { status: 503, body: 'down for maintenance' }
      }
      // Recovered, but flaky: every other call fails.
      return Math.random() < 0.5 ? { status: 500, body: 'oops' } : honest(request.idempotencyKey!)
    })
    const ids: number[] = []
    for (let i = 0; i < 24; i++) {
      const { id } = await saveStageOrder(kiosk, server, 'demo', [{ stock: bear }])
      if (i === 0) refusedId = id
      else if (i < 5) hangs.add(id)
      ids.push(id)
    }
    ids.shift()

    const times: number[] = []
    for (const id of ids) {
      const answer = await push(id)
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ queued: true })
      times.push(answer.ms)
    }
    // The server answers 2 s after the request at the latest, never after the 30 s a hung call
    // takes; a busy 2-core machine adds its own delay to single requests, hence the room here.
    // The 3 s figure itself is measured by npm run bench:faults.
    times.sort((a, b) => a - b)
    console.log(
      `push answers during the outage: median ${times[times.length >> 1]} ms, max ${times.at(-1)} ms`,
    )
    expect(times[times.length >> 1]).toBeLessThan(5000)
    expect(times.at(-1)).toBeLessThan(15_000)
    const refused = await push(refusedId)
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe(REFUSED)
    expect(refused.ms).toBeLessThan(15_000)

    await new Promise((resolve) => setTimeout(resolve, 1500))
    outage = false
    const deadline = Date.now() + 60_000
    let rows = await server.db.select().from(outbox).where(inArray(outbox.orderId, ids))
    while (rows.some((r) => r.status !== 'delivered') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      rows = await server.db.select().from(outbox).where(inArray(outbox.orderId, ids))
    }
    expect(rows.filter((r) => r.status !== 'delivered')).toEqual([])

    for (const id of ids) {
      const answered = ges.requestsFor(id).filter((r) => r.status === 200)
      // Exactly one order at GES: every 200 was for the same key, and the order kept its reference.
      expect(new Set(answered.map((r) => r.idempotencyKey)).size).toBe(1)
      const [order] = await server.db.select().from(orders).where(eq(orders.id, id))
      expect(gesReference(order!.json)).toBe(created.get(answered[0]!.idempotencyKey!))
    }
    // Pushing a delivered order answers its reference at once.
    const again = await push(ids[0]!)
    expect(again.body).toEqual({ pushed: true, reference: expect.stringMatching(/^G-\d+$/) })

    const [parked] = await server.db.select().from(outbox).where(eq(outbox.orderId, refusedId))
    expect(parked!.status).toBe('failed')
    expect(parked!.lastError).toMatch(/ceremony code unknown/)
    // Parked at the refusal, never sent again: each attempt is one call, and the last one was the
    // refusal (an attempt before it can only be one the busy machine let time out).
    const calls = ges.requestsFor(refusedId)
    expect(calls).toHaveLength(parked!.attempts)
    expect(calls.at(-1)!.status).toBe(400)

    // Upgrading an item of the refused order says why it cannot be done.
    const [item] = (await kiosk.get(`/demo/orders?type=orderid&value=${refusedId + 546674}`))
      .body[0].order_items
    const upgrade = await kiosk.put('/demo/orderitem', {
      fromOrderItemID: item.id,
      toStock: { id: (await stockNamed(server.db, 'demo', 'Premium Photography Package')).id },
      type: 'Eftpos',
    })
    expect(upgrade.status).toBe(409)
    expect(upgrade.body.message).toMatch(/^The ordering system refused this order/)
  }, 180_000)

  it('an order still on its way says so when its item is upgraded', async () => {
    const order = await saveStageOrder(kiosk, server, 'demo', [{ stock: bear }])
    ges.behave(() => ({ status: 503, body: 'down' }))
    expect((await push(order.id)).body).toEqual({ queued: true })
    const upgrade = await kiosk.put('/demo/orderitem', {
      fromOrderItemID: order.order_items[0]!.id,
      toStock: { id: (await stockNamed(server.db, 'demo', 'Premium Photography Package')).id },
      type: 'Eftpos',
    })
    expect(upgrade.status).toBe(409)
    expect(upgrade.body.message).toBe(
      'This order is still being sent to the ordering system; try again in a minute.',
    )
  }, 60_000)
})
