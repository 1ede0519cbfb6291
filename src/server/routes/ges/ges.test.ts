import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import type { Stock } from '../../../domain/contract/stock'
import type { PushStatus } from '../../../domain/contract/push'
import { auditLog, orderItems, orders, outbox } from '../../db/schema'
import { TestClient } from '../../test/client'
import { count, universityId } from '../../test/fixtures'
import { stockNamed } from '../../test/stockFixtures'
import { saveStageOrder } from '../../test/testSales'
import { startGes, type TestGes } from '../../test/gesServer'
import { startServer, type TestServer } from '../../test/harness'

let ges: TestGes
/** The built-in ledger (no GES_URL). */
let ledger: TestServer
/** The same database behind a server that pushes to the loopback GES over HTTP. */
let remote: TestServer
let ledgerClient: TestClient
let remoteClient: TestClient
let bear: Stock
let posy: Stock

beforeAll(async () => {
  ges = await startGes()
  ledger = await startServer()
  remote = await startServer({
    gesUrl: ges.url,
    config: { gesToken: 'test-token' },
    ges: { retryBaseMs: 100, maxDelayMs: 400, pollMs: 50, timeoutMs: 2000 },
    shareDatabaseWith: ledger,
  })
  ledgerClient = await TestClient.loggedIn(ledger.url, 'demo')
  remoteClient = await TestClient.loggedIn(remote.url, 'demo')
  bear = await stockNamed(ledger.db, 'demo', 'Graduation Bear')
  posy = await stockNamed(ledger.db, 'demo', 'Graduation Posy')
})
afterAll(async () => {
  await remote?.close()
  await ledger?.close()
  await ges?.close()
})

const orderRow = async (id: number) =>
  (await ledger.db.select().from(orders).where(eq(orders.id, id)))[0]!
const itemRows = (orderId: number) =>
  ledger.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))

/** Reads the push status until it is delivered, for at most a few seconds of background retries. */
async function waitForDelivery(client: TestClient, orderId: number): Promise<PushStatus> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const answer = await client.get<PushStatus>(`/demo/ges/orders/${orderId}`)
    if (answer.body.status === 'delivered' || Date.now() > deadline) return answer.body
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('the built-in ledger', () => {
  it('assigns a reference and line ids, once, also when the kiosk sends no body', async () => {
    const order = await saveStageOrder(ledgerClient, ledger, 'demo', [
      { stock: bear },
      { stock: posy },
    ])
    // Queued with the sale, for the worker to send should the kiosk not push it in time.
    const before = await ledgerClient.get<PushStatus>(`/demo/ges/orders/${order.id}`)
    expect(before.body).toMatchObject({
      order_id: order.id,
      status: 'pending',
      attempts: 0,
      reference: null,
    })
    const due = Date.parse(before.body.next_attempt_at!) - Date.now()
    expect(due).toBeGreaterThan(60_000)
    expect(due).toBeLessThanOrEqual(120_000)

    const answer = await ledgerClient.request('POST', `/demo/ges/orders/${order.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ pushed: true, reference: expect.stringMatching(/^R\d+$/) })
    const reference = answer.body.reference as string
    expect((await orderRow(order.id)).json).toMatchObject({ ges_order_id: reference })
    expect((await itemRows(order.id)).map((i) => i.json.ges_line_id)).toEqual([
      `${reference}-1`,
      `${reference}-2`,
    ])

    const again = await ledgerClient.post(`/demo/ges/orders/${order.id}`, {})
    expect(again.body).toEqual({ pushed: true, reference })
    expect(
      await count(
        ledger.db,
        auditLog,
        and(eq(auditLog.action, 'ges.push'), eq(auditLog.subject, `order:${order.id}`)),
      ),
    ).toBe(1)
    const status = await ledgerClient.get<PushStatus>(`/demo/ges/orders/${order.id}`)
    expect(status.body).toEqual({
      order_id: order.id,
      status: 'delivered',
      attempts: 1,
      last_error: null,
      next_attempt_at: null,
      reference,
    })
    // The lookup screen sees the reference (QR code) and the line ids (UPGRADE).
    const [found] = (await ledgerClient.get<Order[]>(`/demo/orders?orderid=${order.id + 546674}`))
      .body
    expect(found!.json.ges_order_id).toBe(reference)
    expect(found!.order_items.every((i) => typeof i.json.ges_line_id === 'string')).toBe(true)
  })

  it('gives one order one reference when pushed several times at once', async () => {
    const order = await saveStageOrder(ledgerClient, ledger, 'demo', [{ stock: bear }])
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ledgerClient.post(`/demo/ges/orders/${order.id}`, {})),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(answers.map((a) => a.body.reference)).size).toBe(1)
    expect(
      await count(
        ledger.db,
        auditLog,
        and(eq(auditLog.action, 'ges.push'), eq(auditLog.subject, `order:${order.id}`)),
      ),
    ).toBe(1)
  })

  it('answers none for an order that was never queued (saved elsewhere or before queueing), until pushed', async () => {
    const demoId = await universityId(ledger.db, 'demo')
    const [unqueued] = await ledger.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.universityId, demoId),
          sql`${orders.json}->>'ges_order_id' IS NULL`,
          sql`NOT EXISTS (SELECT 1 FROM ${outbox} WHERE ${outbox.orderId} = ${orders.id})`,
        ),
      )
    expect((await ledgerClient.get(`/demo/ges/orders/${unqueued!.id}`)).body).toMatchObject({
      status: 'none',
      attempts: 0,
      reference: null,
      next_attempt_at: null,
    })
    const push = await ledgerClient.post(`/demo/ges/orders/${unqueued!.id}`, {})
    expect(push.status).toBe(200)
    expect((await ledgerClient.get(`/demo/ges/orders/${unqueued!.id}`)).body).toMatchObject({
      status: 'delivered',
      reference: push.body.reference,
    })
  })

  it("answers 404 for an unknown order and for another university's order", async () => {
    const northId = await universityId(ledger.db, 'northbridge')
    const [northOrder] = await ledger.db
      .select()
      .from(orders)
      .where(eq(orders.universityId, northId))
    for (const id of [999_999, northOrder!.id]) {
      const push = await ledgerClient.post(`/demo/ges/orders/${id}`, {})
      expect(push.status).toBe(404)
      expect(push.body.message).toBe('Order not found.')
      expect((await ledgerClient.get(`/demo/ges/orders/${id}`)).status).toBe(404)
    }
  })
})

describe('an ordering system over HTTP (GES_URL)', () => {
  it('answers queued while the system fails, retries in the background, and delivers the order exactly once', async () => {
    const order = await saveStageOrder(remoteClient, remote, 'demo', [
      { stock: bear },
      { stock: posy },
    ])
    ges.behave((request, attempt) =>
      request.body.id === order.id && attempt <= 2
        ? { status: 500, body: { error: 'ordering system unavailable' } }
        : { status: 200, body: { reference: 'G-1' } },
    )
    const first = await remoteClient.post(`/demo/ges/orders/${order.id}`, {})
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ queued: true })

    const delivered = await waitForDelivery(remoteClient, order.id)
    expect(delivered).toMatchObject({
      order_id: order.id,
      status: 'delivered',
      attempts: 3,
      reference: 'G-1',
      last_error: null,
      next_attempt_at: null,
    })
    const seen = ges.requestsFor(order.id)
    expect(seen.map((r) => r.status)).toEqual([500, 500, 200])
    expect(seen.filter((r) => r.status === 200)).toHaveLength(1)
    for (const request of seen) {
      expect(request).toMatchObject({
        method: 'POST',
        url: '/api/orders',
        idempotencyKey: expect.stringMatching(new RegExp(`^[0-9a-f-]{36}:${order.id}$`)),
        authorization: 'Bearer test-token',
      })
      expect(request.body.id).toBe(order.id)
      expect(request.body.order_items).toHaveLength(2)
    }
    expect((await orderRow(order.id)).json).toMatchObject({ ges_order_id: 'G-1' })
    expect((await itemRows(order.id)).map((i) => i.json.ges_line_id)).toEqual(['G-1-1', 'G-1-2'])
    const [row] = await remote.db.select().from(outbox).where(eq(outbox.orderId, order.id))
    expect(row).toMatchObject({ status: 'delivered', attempts: 3 })

    // Pushing a delivered order answers its reference without another request.
    const again = await remoteClient.post(`/demo/ges/orders/${order.id}`, {})
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ pushed: true, reference: 'G-1' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(ges.requestsFor(order.id)).toHaveLength(3)
  })

  it('shows a failing push as pending with its last error', async () => {
    const order = await saveStageOrder(remoteClient, remote, 'demo', [{ stock: bear }])
    ges.behave((request, attempt) =>
      request.body.id === order.id && attempt === 1
        ? { status: 503, body: 'down for maintenance' }
        : { status: 200, body: { reference: 'G-2' } },
    )
    const first = await remoteClient.post(`/demo/ges/orders/${order.id}`, {})
    expect(first.body).toEqual({ queued: true })
    const [row] = await remote.db.select().from(outbox).where(eq(outbox.orderId, order.id))
    expect(row!.attempts).toBe(1)
    expect(row!.lastError).toMatch(/503: down for maintenance/)
    expect((await waitForDelivery(remoteClient, order.id)).reference).toBe('G-2')
  })

  it('delivers at once when the system answers, keeping the line ids it gives', async () => {
    const order = await saveStageOrder(remoteClient, remote, 'demo', [
      { stock: bear },
      { stock: posy },
    ])
    ges.behave((request) => ({
      status: 200,
      body: {
        reference: 'G-3',
        lines: (request.body.order_items ?? []).map((item, i) => ({
          item_id: item.id,
          line_id: `LINE-${i + 10}`,
        })),
      },
    }))
    const answer = await remoteClient.post(`/demo/ges/orders/${order.id}`, {})
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ pushed: true, reference: 'G-3' })
    expect(ges.requestsFor(order.id)).toHaveLength(1)
    expect((await itemRows(order.id)).map((i) => i.json.ges_line_id)).toEqual([
      'LINE-10',
      'LINE-11',
    ])
    expect((await remoteClient.get<PushStatus>(`/demo/ges/orders/${order.id}`)).body).toMatchObject(
      { status: 'delivered', attempts: 1 },
    )
  })

  it('answers a failed push at once even while background runs poll the outbox constantly', async () => {
    // A background run polling every millisecond must not take a new push away from its request
    // (which would leave the kiosk waiting the whole timeout for an answer).
    const eager = await startServer({
      gesUrl: ges.url,
      ges: { retryBaseMs: 60_000, maxDelayMs: 60_000, pollMs: 1, timeoutMs: 1500 },
      shareDatabaseWith: ledger,
    })
    try {
      const client = await TestClient.loggedIn(eager.url, 'demo')
      const ids: number[] = []
      for (let i = 0; i < 8; i++)
        ids.push((await saveStageOrder(client, eager, 'demo', [{ stock: bear }])).id)
      ges.behave((request) =>
        ids.includes(request.body.id ?? 0)
          ? { status: 500, body: 'down' }
          : { status: 200, body: { reference: 'G-X' } },
      )
      for (const id of ids) {
        const answer = await client.post(`/demo/ges/orders/${id}`, {})
        expect(answer.status).toBe(200)
        expect(answer.body).toEqual({ queued: true })
        expect(ges.requestsFor(id)).toHaveLength(1)
      }
    } finally {
      await eager.close()
    }
  })

  it('treats an answer without a reference as a failure to retry', async () => {
    const order = await saveStageOrder(remoteClient, remote, 'demo', [{ stock: bear }])
    ges.behave((request, attempt) =>
      request.body.id === order.id && attempt === 1
        ? { status: 200, body: { ok: true } }
        : { status: 200, body: { reference: 'G-4' } },
    )
    const first = await remoteClient.post(`/demo/ges/orders/${order.id}`, {})
    expect(first.body).toEqual({ queued: true })
    const [row] = await remote.db.select().from(outbox).where(eq(outbox.orderId, order.id))
    expect(row!.lastError).toMatch(/without a reference/)
    expect((await waitForDelivery(remoteClient, order.id)).reference).toBe('G-4')
    expect(ges.requestsFor(order.id).map((r) => r.status)).toEqual([200, 200])
  })
})
