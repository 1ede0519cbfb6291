import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { Stock } from '../../../domain/contract/stock'
import { auditLog, orderItems, orders, outbox } from '../../db/schema'
import { TestClient } from '../../test/client'
import { approval } from '../../test/corrections'
import { count } from '../../test/fixtures'
import type { TestGes } from '../../test/gesServer'
import { startGesPair, type GesPair } from '../../test/gesPair'
import type { TestServer } from '../../test/harness'
import { savePushedOrder, saveStageOrder } from '../../test/testSales'

/**
 * A void's cancellation and a refund go to the ordering system through the push's outbox, after
 * the push. Each mode has a server of its own (see gesOutbox.test.ts): the ledger's worker would
 * otherwise settle the HTTP server's rows.
 */
const timings = { graceMs: 800, pollMs: 50, retryBaseMs: 100, maxDelayMs: 400, timeoutMs: 2000 }

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

/** The order's outbox row of a kind once delivered, waiting for the worker up to a few seconds. */
async function delivered(server: TestServer, orderId: number, kind: string) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const [row] = await server.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, kind)))
    if (row?.status === 'delivered' || Date.now() > deadline) return row
    await sleep(50)
  }
}

const requestsOf = (orderId: number, suffix: string) =>
  ges.requests.filter((r) => r.idempotencyKey?.endsWith(`:${orderId}${suffix}`) ?? false)

describe('the cancellation of a void, over HTTP', () => {
  it('waits for the push, then is sent once under its own key, retried through a failure', async () => {
    const order = await saveStageOrder(remoteClient, remote, 'demo', [{ stock: bear }])
    let cancelAttempts = 0
    ges.behave((request, attempt) => {
      if (request.url.endsWith('/cancellation')) {
        cancelAttempts++
        if (cancelAttempts === 1) return { status: 503, body: { message: 'busy' } }
        return { status: 200, body: { cancelled: true } }
      }
      return { status: 200, body: { reference: `G-${order.id}-${attempt}` } }
    })
    // Voided within the push's grace period: the push is still pending.
    const voided = await remoteClient.post(`/demo/orders/${order.id}/void`, approval())
    expect(voided.status).toBe(200)

    const row = await delivered(remote, order.id, 'ges.cancel')
    expect(row?.status).toBe('delivered')
    // A loaded machine may time a push out and send it again; the cancellation still comes after.
    const pushes = requestsOf(order.id, '')
    const cancels = requestsOf(order.id, ':ges.cancel')
    expect(pushes.length).toBeGreaterThanOrEqual(1)
    expect(cancels.map((r) => r.status)).toEqual([503, 200])
    expect(row?.attempts).toBe(2)
    expect(cancels[0]!.receivedAt).toBeGreaterThanOrEqual(pushes[0]!.receivedAt)
    expect(cancels[1]!.url).toMatch(new RegExp(`^/api/orders/G-${order.id}-\\d+/cancellation$`))
    expect(cancels[1]!.body).toMatchObject({
      order_id: order.id,
      amount: 35,
      reason: approval().reason,
    })
    // Nothing more is sent on later runs.
    await sleep(300)
    expect(requestsOf(order.id, ':ges.cancel')).toHaveLength(2)
    expect(
      await count(
        remote.db,
        auditLog,
        and(eq(auditLog.action, 'ges.cancel'), eq(auditLog.subject, `order:${order.id}`)),
      ),
    ).toBe(1)
  })

  it("sends a refund with the item's line after the push", async () => {
    ges.behave((request, attempt) =>
      request.url.endsWith('/refunds')
        ? { status: 200, body: { refunded: true } }
        : {
            status: 200,
            body: {
              reference: `H-${attempt}`,
              lines: (request.body.order_items ?? []).map((item) => ({
                item_id: item.id,
                line_id: `L-${item.id}`,
              })),
            },
          },
    )
    const order = await savePushedOrder(remoteClient, remote, 'demo', [{ stock: bear }])
    const item = order.order_items[0]!
    const answer = await remoteClient.post(`/demo/orderitems/${item.id}/refund`, {
      ...approval(),
      type: 'Eftpos',
    })
    expect(answer.status).toBe(200)
    expect((await delivered(remote, order.id, 'ges.refund'))?.status).toBe('delivered')
    const refunds = requestsOf(order.id, `:ges.refund:${item.id}`)
    expect(refunds).toHaveLength(1)
    expect(refunds[0]!.url).toBe('/api/orders/H-1/refunds')
    expect(refunds[0]!.body).toMatchObject({
      item_id: item.id,
      line_id: `L-${item.id}`,
      amount: 35,
      payment_type: 'Eftpos',
    })
  })
})

describe('the built-in ledger', () => {
  it('takes a cancellation and a refund, noting them on the order and the item', async () => {
    const order = await savePushedOrder(ledgerClient, ledger, 'demo', [{ stock: bear }])
    const voided = await ledgerClient.post(`/demo/orders/${order.id}/void`, approval())
    expect(voided.status).toBe(200)
    expect((await delivered(ledger, order.id, 'ges.cancel'))?.status).toBe('delivered')
    const [row] = await ledger.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row!.json).toMatchObject({ ges_cancelled: true })

    const sale = await savePushedOrder(ledgerClient, ledger, 'demo', [{ stock: bear }])
    const item = sale.order_items[0]!
    const refunded = await ledgerClient.post(`/demo/orderitems/${item.id}/refund`, {
      ...approval(),
      type: 'Cash',
    })
    expect(refunded.status).toBe(200)
    expect((await delivered(ledger, sale.id, 'ges.refund'))?.status).toBe('delivered')
    const [line] = await ledger.db.select().from(orderItems).where(eq(orderItems.id, item.id))
    expect(line!.json).toMatchObject({ ges_refunded: true })
  })
})
