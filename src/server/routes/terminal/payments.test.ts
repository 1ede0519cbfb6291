import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { Stock } from '../../../domain/contract/stock'
import { auditLog, terminalAttempts, terminalSimulatorTransactions } from '../../db/schema'
import { rowsOf } from '../../db/rows'
import { TestClient } from '../../test/client'
import { count } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { managerClient } from '../../test/managers'
import { stockNamed } from '../../test/stockFixtures'
import {
  attemptOf,
  cardSale,
  ordersPaidBy,
  pay,
  pollUntil,
  setNext,
  settled,
} from '../../test/terminal'

let server: TestServer
let operator: TestClient
let manager: TestClient
let bear: Stock

beforeAll(async () => {
  server = await startServer()
  operator = await TestClient.loggedIn(server.url, 'demo')
  manager = await managerClient(server.url, 'demo')
  bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
})
afterAll(async () => {
  await server?.close()
})

const sale = async () => ({
  purpose: 'sale',
  sale: await cardSale(server.db, 'demo', [{ stock: bear }]),
})

describe('the kiosk card terminal on the simulator', () => {
  it('pairs a kiosk with a simulated terminal on first use and names the kiosk by a short code', async () => {
    const answer = await operator.get('/demo/terminal')
    expect(answer.status).toBe(200)
    expect(answer.body.kiosk_code).toMatch(/^K-[0-9A-F]{6}$/)
    expect(answer.body.terminal).toMatchObject({ adapter: 'simulator' })
    expect(answer.body.terminal.label).toContain(answer.body.kiosk_code)
  })

  it('approves: the order is saved once with the terminal reference', async () => {
    await setNext(manager, 'demo', 'approve')
    const [next] = await rowsOf<{ id: number }>(
      server.db,
      sql`SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END AS id FROM orders_id_seq`,
    )
    const sent = await pay(operator, 'demo', await sale())
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({
      purpose: 'sale',
      state: 'waiting',
      amount: '35.00',
      order: null,
    })
    const done = await pollUntil(operator, 'demo', sent.body.id, settled)
    expect(done.state).toBe('approved')
    expect(done.result).toMatchObject({ card: expect.stringMatching(/^VISA ····\d{4}$/) })
    expect(done.order).toMatchObject({ type: 'Order#Eftpos', amount: 35 })
    expect(done.order!.terminal).toEqual(done.result)
    // Checking the sale before the charge took no order number.
    expect(done.order!.id).toBe(Number(next!.id))
    expect(await ordersPaidBy(server.db, sent.body.id)).toBe(1)
    expect(
      await count(server.db, auditLog, eq(auditLog.action, 'terminal.approved')),
    ).toBeGreaterThan(0)
  })

  it('the same Idempotency-Key answers the same attempt and charges once', async () => {
    const key = randomUUID()
    const body = await sale()
    const first = await pay(operator, 'demo', body, key)
    const again = await pay(operator, 'demo', body, key)
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.body.id).toBe(first.body.id)
    expect(
      await count(
        server.db,
        terminalSimulatorTransactions,
        eq(terminalSimulatorTransactions.id, first.body.id),
      ),
    ).toBe(1)
    await pollUntil(operator, 'demo', first.body.id, settled)
  })

  it('declines with the reason in plain words, and saves nothing', async () => {
    await setNext(manager, 'demo', 'decline')
    const sent = await pay(operator, 'demo', await sale())
    const done = await pollUntil(operator, 'demo', sent.body.id, settled)
    expect(done).toMatchObject({
      state: 'declined',
      reason: "Declined by the card's bank",
      order: null,
    })
    expect((await attemptOf(server.db, sent.body.id)).orderId).toBeNull()
  })

  it('cancels on the terminal when the operator cancels', async () => {
    await setNext(manager, 'demo', 'slow')
    const sent = await pay(operator, 'demo', await sale())
    await pollUntil(operator, 'demo', sent.body.id, (a) => a.display === 'PRESENT CARD')
    const cancelled = await operator.post(`/demo/terminal/payments/${sent.body.id}/cancel`)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ state: 'cancelled', order: null })
    const row = await attemptOf(server.db, sent.body.id)
    expect(row.resolvedAt).not.toBeNull()
    expect(row.cancelledByOperator).toBe(false)
  })

  it('lose-response: the recovery job asks the terminal and saves the sale once', async () => {
    await setNext(manager, 'demo', 'lose-response')
    const sent = await pay(operator, 'demo', await sale())
    const done = await pollUntil(operator, 'demo', sent.body.id, settled)
    expect(done.state).toBe('approved')
    expect(done.order).not.toBeNull()
    expect(await ordersPaidBy(server.db, sent.body.id)).toBe(1)
  })

  it('offline, cancelled by the operator, then approved by the terminal: no order, flagged for a refund', async () => {
    await setNext(manager, 'demo', 'offline')
    const sent = await pay(operator, 'demo', await sale())
    expect(sent.status).toBe(201)
    expect(sent.body.state).toBe('checking')
    const cancelled = await operator.post(`/demo/terminal/payments/${sent.body.id}/cancel`)
    expect(cancelled.body).toMatchObject({ state: 'cancelled', order: null })
    // The terminal comes back: it had read the card.
    await setNext(manager, 'demo', 'approve')
    for (;;) {
      const row = await attemptOf(server.db, sent.body.id)
      if (row.resolvedAt) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const row = await attemptOf(server.db, sent.body.id)
    expect(row).toMatchObject({ needsRefund: true, orderId: null, state: 'cancelled' })
    expect(row.receipt).not.toBeNull()
    const seen = await pollUntil(operator, 'demo', sent.body.id, () => true)
    expect(seen).toMatchObject({ state: 'cancelled', order: null })
  })

  it('refuses before any terminal call: a wrong price, a missing PIN pass, a cash sale', async () => {
    const before = await count(server.db, terminalSimulatorTransactions)
    const attemptsBefore = await count(server.db, terminalAttempts)
    const wrongPrice = await pay(operator, 'demo', {
      purpose: 'sale',
      sale: await cardSale(server.db, 'demo', [{ stock: bear }], { amount: '1.00', paid: '1.00' }),
    })
    expect(wrongPrice.status).toBe(422)
    const noPin = await pay(operator, 'demo', {
      purpose: 'sale',
      sale: await cardSale(server.db, 'demo', [{ stock: bear }], { mode: 'normal' }),
    })
    expect(noPin.status).toBe(422)
    expect((noPin.body as unknown as { errors: object }).errors).toHaveProperty('pos_operator')
    const cash = await pay(operator, 'demo', {
      purpose: 'sale',
      sale: await cardSale(server.db, 'demo', [{ stock: bear }], { type: 'Order#Cash' }),
    })
    expect(cash.status).toBe(422)
    expect(await count(server.db, terminalSimulatorTransactions)).toBe(before)
    expect(await count(server.db, terminalAttempts)).toBe(attemptsBefore)
  })

  it('answers bad input with 4xx, never 5xx', async () => {
    const notUuid = await operator.get('/demo/terminal/payments/12')
    expect(notUuid.status).toBe(422)
    const unknown = await operator.get(`/demo/terminal/payments/${randomUUID()}`)
    expect(unknown.status).toBe(404)
    const cancelUnknown = await operator.post(`/demo/terminal/payments/${randomUUID()}/cancel`)
    expect(cancelUnknown.status).toBe(404)
    const noKey = await operator.post('/demo/terminal/payments', await sale())
    expect(noKey.status).toBe(422)
    for (const body of [{}, { purpose: 'sale' }, { purpose: 'gift', sale: {} }, 'x', [1]]) {
      const answer = await pay(operator, 'demo', body)
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
    }
    const badNext = await setNext(manager, 'demo', 'explode')
    expect(badNext.status).toBe(422)
  })

  it('lets only a manager set the simulator, and keeps another university out of an attempt', async () => {
    expect((await setNext(operator, 'demo', 'approve')).status).toBe(403)
    await setNext(manager, 'demo', 'approve')
    const sent = await pay(operator, 'demo', await sale())
    const other = await TestClient.loggedIn(server.url, 'northbridge')
    expect((await other.get(`/northbridge/terminal/payments/${sent.body.id}`)).status).toBe(404)
    expect((await other.post(`/northbridge/terminal/payments/${sent.body.id}/cancel`)).status).toBe(
      404,
    )
    await pollUntil(operator, 'demo', sent.body.id, settled)
  })
})
