import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import type { Stock } from '../../../domain/contract/stock'
import type { PushStatus } from '../../../domain/contract/push'
import { auditLog, orderItems, orders, outbox } from '../../db/schema'
import { createGes } from '../../services/ges/ges'
import { TestClient } from '../../test/client'
import { ceremonyOf, count } from '../../test/fixtures'
import { orderPayload } from '../../test/orderPayload'
import { saveStageOrder } from '../../test/testSales'
import type { TestGes } from '../../test/gesServer'
import { startGesPair, type GesPair } from '../../test/gesPair'
import type { TestServer } from '../../test/harness'

/**
 * The outbox's background worker, which sends what the kiosk never pushed. Each mode has a
 * server and database of its own, with a grace period of a second: on a shared database the
 * ledger's worker would take the HTTP server's orders, and another ordering system's requests
 * would be counted against the same order ids.
 */
const GRACE_MS = 1000
const timings = {
  graceMs: GRACE_MS,
  pollMs: 50,
  retryBaseMs: 100,
  maxDelayMs: 400,
  timeoutMs: 2000,
}

let ges: TestGes
let ledger: TestServer
let remote: TestServer
let ledgerClient: TestClient
let remoteClient: TestClient
let bear: Stock

let pair: GesPair

beforeAll(async () => {
  pair = await startGesPair(timings)
  ;({ ges, ledger, remote, ledgerClient, remoteClient, bear } = pair)
})
afterAll(async () => {
  await pair?.close()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const outboxRow = async (server: TestServer, orderId: number) =>
  (await server.db.select().from(outbox).where(eq(outbox.orderId, orderId)))[0]!

const orderJson = async (server: TestServer, orderId: number) =>
  (await server.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.json

const pushAudits = (server: TestServer, orderId: number) =>
  count(
    server.db,
    auditLog,
    and(eq(auditLog.action, 'ges.push'), eq(auditLog.subject, `order:${orderId}`)),
  )

/** Reads the push status until it is delivered, for at most a few seconds of background runs. */
async function waitForDelivery(client: TestClient, orderId: number): Promise<PushStatus> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const answer = await client.get<PushStatus>(`/demo/ges/orders/${orderId}`)
    if (answer.body.status === 'delivered' || Date.now() > deadline) return answer.body
    await sleep(50)
  }
}

/** Waits until the ordering system has seen `n` requests about an order. */
async function waitForRequests(orderId: number, n: number) {
  const deadline = Date.now() + 5000
  while (ges.requestsFor(orderId).length < n && Date.now() < deadline) await sleep(10)
  expect(ges.requestsFor(orderId)).toHaveLength(n)
}

describe('an order the kiosk never pushes', () => {
  it('gets its ledger reference from the worker once the grace period has passed', async () => {
    // Measured from before the sale: reading the queued row after the answer raced the worker on a
    // busy machine (the grace period could pass first); a busy machine only delivers later.
    const saving = Date.now()
    const order = await saveStageOrder(ledgerClient, ledger, 'demo', [
      { stock: bear },
      { stock: bear, qty: 2 },
    ])

    const delivered = await waitForDelivery(ledgerClient, order.id)
    expect(delivered).toMatchObject({
      status: 'delivered',
      attempts: 1,
      last_error: null,
      reference: expect.stringMatching(/^R\d+$/),
    })
    const row = await outboxRow(ledger, order.id)
    // Queued as a push and sent once, not a moment before the kiosk's grace period was over.
    expect(row).toMatchObject({ kind: 'ges.push', status: 'delivered', attempts: 1 })
    expect(row.deliveredAt!.getTime() - saving).toBeGreaterThanOrEqual(GRACE_MS)
    expect(await orderJson(ledger, order.id)).toMatchObject({ ges_order_id: delivered.reference })
    const items = await ledger.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id))
    expect(items.map((i) => i.json.ges_line_id)).toEqual([
      `${delivered.reference}-1`,
      `${delivered.reference}-2`,
    ])
    expect(await pushAudits(ledger, order.id)).toBe(1)
    // The kiosk's late push answers the same reference and assigns nothing new.
    const late = await ledgerClient.post(`/demo/ges/orders/${order.id}`, {})
    expect(late.body).toEqual({ pushed: true, reference: delivered.reference })
    expect(await pushAudits(ledger, order.id)).toBe(1)
  })

  it('is delivered exactly once to an ordering system over HTTP, after the grace period', async () => {
    const saving = Date.now()
    const order = await saveStageOrder(remoteClient, remote, 'demo', [{ stock: bear }])

    const delivered = await waitForDelivery(remoteClient, order.id)
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 1, last_error: null })
    const seen = ges.requestsFor(order.id)
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({
      status: 200,
      idempotencyKey: expect.stringMatching(new RegExp(`:${order.id}$`)),
    })
    // Not before the grace period, measured from before the sale: a busy machine can only make
    // the request later, never earlier.
    expect(seen[0]!.receivedAt - saving).toBeGreaterThanOrEqual(GRACE_MS)
    expect(await orderJson(remote, order.id)).toMatchObject({ ges_order_id: delivered.reference })
    await sleep(300)
    expect(ges.requestsFor(order.id)).toHaveLength(1)
    expect(await pushAudits(remote, order.id)).toBe(1)
  })
})

describe('an order the kiosk pushes within the grace period', () => {
  it('leaves nothing for the worker in ledger mode', async () => {
    const order = await saveStageOrder(ledgerClient, ledger, 'demo', [{ stock: bear }])
    const push = await ledgerClient.post(`/demo/ges/orders/${order.id}`, {})
    expect(push.status).toBe(200)
    expect((await ledgerClient.get(`/demo/ges/orders/${order.id}`)).body).toMatchObject({
      status: 'delivered',
      attempts: 1,
      next_attempt_at: null,
      reference: push.body.reference,
    })
    await sleep(GRACE_MS + 300)
    expect(await outboxRow(ledger, order.id)).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(await pushAudits(ledger, order.id)).toBe(1)
  })

  it('is delivered once over HTTP, by the kiosk', async () => {
    const order = await saveStageOrder(remoteClient, remote, 'demo', [{ stock: bear }])
    const push = await remoteClient.post(`/demo/ges/orders/${order.id}`, {})
    expect(push.status).toBe(200)
    await sleep(GRACE_MS + 300)
    expect(ges.requestsFor(order.id)).toHaveLength(1)
    expect(await outboxRow(remote, order.id)).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(await pushAudits(remote, order.id)).toBe(1)
  })
})

describe('outbox claims', () => {
  it("the worker takes a row left 'sending' without a lease", async () => {
    const order = await saveStageOrder(remoteClient, remote, 'demo', [{ stock: bear }])
    // As a process that died between taking the row and setting its lease would leave it.
    const stranded = {
      status: 'sending',
      lockedUntil: null,
      nextAttemptAt: sql`now() + interval '1 hour'`,
    }
    // The sale queued the push; it is left as such a process would leave it.
    await remote.db
      .update(outbox)
      .set(stranded)
      .where(and(eq(outbox.orderId, order.id), eq(outbox.kind, 'ges.push')))
    expect((await waitForDelivery(remoteClient, order.id)).status).toBe('delivered')
    expect(ges.requestsFor(order.id)).toHaveLength(1)
  })

  it('a worker without GES_URL leaves alone a row already tried over HTTP', async () => {
    const order = await saveStageOrder(ledgerClient, ledger, 'demo', [{ stock: bear }])
    // As a process with GES_URL leaves a row after a failed attempt, due again at once.
    await ledger.db
      .update(outbox)
      .set({
        attempts: 1,
        lastError: 'The ordering system answered 500',
        nextAttemptAt: sql`now()`,
      })
      .where(eq(outbox.orderId, order.id))
    await sleep(GRACE_MS + 300)
    expect(await outboxRow(ledger, order.id)).toMatchObject({ status: 'pending', attempts: 1 })
    expect((await orderJson(ledger, order.id)).ges_order_id).toBeUndefined()
  })

  it('a sender whose row was claimed anew meanwhile writes neither its success nor its failure', async () => {
    const taken = {
      status: 'sending',
      attempts: 0,
      lastError: null,
      claimToken: 'another-process',
      deliveredAt: null,
    }
    for (const answer of [
      { status: 200, body: { reference: 'G-LATE' } },
      { status: 500, body: 'down' },
    ]) {
      const order = await saveStageOrder(remoteClient, remote, 'demo', [{ stock: bear }])
      // Only the kiosk's push may take this row, however slow the machine.
      await remote.db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
        .where(eq(outbox.orderId, order.id))
      ges.behave((request) =>
        request.body.id === order.id
          ? { ...answer, delayMs: 300 }
          : { status: 200, body: { reference: 'G-OTHER' } },
      )
      const pushing = remoteClient.post(`/demo/ges/orders/${order.id}`, {})
      await waitForRequests(order.id, 1)
      // While the request is out, another process claims the row (as after a lapsed lease).
      await remote.db
        .update(outbox)
        .set({ claimToken: 'another-process', lockedUntil: sql`now() + interval '1 hour'` })
        .where(eq(outbox.orderId, order.id))
      const push = await pushing
      expect(push.body).toEqual(
        answer.status === 200 ? { pushed: true, reference: 'G-LATE' } : { queued: true },
      )
      expect(await outboxRow(remote, order.id)).toMatchObject(taken)
      expect((await orderJson(remote, order.id)).ges_order_id).toBeUndefined()
      expect(await pushAudits(remote, order.id)).toBe(0)
    }
  })

  it('a GES timeout that a claim lease could not outlast is refused at start', () => {
    const options = { db: remote.db, log: remote.app.log, url: ges.url, token: null }
    expect(() => createGes({ ...options, timeoutMs: 20_000 })).toThrow(/lease/)
    expect(() => createGes({ ...options, timeoutMs: 10_000 })).not.toThrow()
  })
})

describe('the saved order', () => {
  it('is queued in the same transaction as the sale: a refused sale queues nothing', async () => {
    const before = await count(remote.db, outbox)
    const refused = await remoteClient.post('/demo/orders', {
      ...orderPayload(await ceremonyOf(remote.db, 'demo'), [{ stock: bear }]),
      amount: 1,
      paid: 1,
    })
    expect(refused.status).toBe(422)
    expect(await count(remote.db, outbox)).toBe(before)
    const order: Order = await saveStageOrder(remoteClient, remote, 'demo', [{ stock: bear }])
    expect(await count(remote.db, outbox)).toBe(before + 1)
    // Its push: still pending, or already sent if the grace period passed on a busy machine.
    expect(await outboxRow(remote, order.id)).toMatchObject({ kind: 'ges.push' })
  })
})
