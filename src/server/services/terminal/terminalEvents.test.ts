import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Stock } from '../../../domain/contract/stock'
import { corrections, staff, terminalAttempts, terminals } from '../../db/schema'
import { DEMO_MANAGER_PIN } from '../../demo/seed'
import { TestClient } from '../../test/client'
import { approval } from '../../test/corrections'
import { count, universityId } from '../../test/fixtures'
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
import { savePushedOrder } from '../../test/testSales'
import { kioskLabel } from '../../security/kioskCookie'
import { startPayment } from './attempts'
import { receiveEvent } from './events'
import { NEVER_SENT, recoverAttempts } from './recovery'
import type { PaymentContext } from './request'
import { reference } from './simulator/outcome'

let server: TestServer
let operator: TestClient
let manager: TestClient
let bear: Stock
let posy: Stock
let photoPackage: Stock

beforeAll(async () => {
  server = await startServer()
  operator = await TestClient.loggedIn(server.url, 'demo')
  manager = await managerClient(server.url, 'demo')
  bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
  posy = await stockNamed(server.db, 'demo', 'Graduation Posy')
  photoPackage = await stockNamed(server.db, 'demo', 'Premium Photography Package')
})
afterAll(async () => {
  await server?.close()
})

const approved = (id: string) => ({
  kind: 'outcome' as const,
  outcome: { state: 'approved' as const, ...reference(id) },
})

describe("the terminal's events", () => {
  it('a duplicate or late event for a resolved attempt changes nothing', async () => {
    await setNext(manager, 'demo', 'approve')
    const sent = await pay(operator, 'demo', {
      purpose: 'sale',
      sale: await cardSale(server.db, 'demo', [{ stock: bear }]),
    })
    const done = await pollUntil(operator, 'demo', sent.body.id, settled)
    const before = await attemptOf(server.db, sent.body.id)
    const terminal = server.app.terminal
    expect(await receiveEvent(terminal, sent.body.id, approved(sent.body.id))).toBe(false)
    expect(
      await receiveEvent(terminal, sent.body.id, { kind: 'display', text: 'PROCESSING' }),
    ).toBe(false)
    expect(
      await receiveEvent(terminal, sent.body.id, {
        kind: 'outcome',
        outcome: { state: 'declined', reason: 'Late' },
      }),
    ).toBe(false)
    expect(await attemptOf(server.db, sent.body.id)).toEqual(before)
    expect(done.state).toBe('approved')
    expect(await ordersPaidBy(server.db, sent.body.id)).toBe(1)
  })

  it('an outcome that arrives before the display lines settles the attempt; the lines after it are ignored', async () => {
    await setNext(manager, 'demo', 'offline')
    const sent = await pay(operator, 'demo', {
      purpose: 'sale',
      sale: await cardSale(server.db, 'demo', [{ stock: bear }]),
    })
    const terminal = server.app.terminal
    expect(await receiveEvent(terminal, sent.body.id, approved(sent.body.id))).toBe(true)
    expect(
      await receiveEvent(terminal, sent.body.id, { kind: 'display', text: 'PRESENT CARD' }),
    ).toBe(false)
    const row = await attemptOf(server.db, sent.body.id)
    expect(row).toMatchObject({ state: 'approved', display: null })
    expect(row.orderId).not.toBeNull()
    expect(await ordersPaidBy(server.db, sent.body.id)).toBe(1)
    await setNext(manager, 'demo', 'approve')
  })

  it('an event for an unknown id, a malformed id or another university changes nothing', async () => {
    await setNext(manager, 'demo', 'slow')
    const sent = await pay(operator, 'demo', {
      purpose: 'sale',
      sale: await cardSale(server.db, 'demo', [{ stock: bear }]),
    })
    const terminal = server.app.terminal
    const other = await universityId(server.db, 'northbridge')
    expect(await receiveEvent(terminal, randomUUID(), approved(randomUUID()))).toBe(false)
    expect(await receiveEvent(terminal, 'not-a-uuid', approved(randomUUID()))).toBe(false)
    const before = await attemptOf(server.db, sent.body.id)
    expect(await receiveEvent(terminal, sent.body.id, approved(sent.body.id), other)).toBe(false)
    expect(
      await receiveEvent(terminal, sent.body.id, { kind: 'display', text: 'HIJACKED' }, other),
    ).toBe(false)
    const after = await attemptOf(server.db, sent.body.id)
    expect(after).toMatchObject({ state: before.state, orderId: null, resolvedAt: null })
    expect(after.display).not.toBe('HIJACKED')
    await operator.post(`/demo/terminal/payments/${sent.body.id}/cancel`)
    await setNext(manager, 'demo', 'approve')
  })
})

describe('upgrade and refund by card terminal', () => {
  it('upgrades once the terminal approves the difference, with its reference', async () => {
    await setNext(manager, 'demo', 'approve')
    const order = await savePushedOrder(operator, server, 'demo', [
      { stock: bear },
      { stock: posy },
    ])
    const original = order.order_items[0]!
    const sent = await pay(operator, 'demo', {
      purpose: 'upgrade',
      upgrade: { fromOrderItemID: original.id, toStock: { id: photoPackage.id }, type: 'Eftpos' },
    })
    expect(sent.status).toBe(201)
    expect(sent.body.amount).toBe('215.00')
    const done = await pollUntil(operator, 'demo', sent.body.id, settled)
    expect(done.state).toBe('approved')
    expect(done.upgraded).toMatchObject({
      stock_id: photoPackage.id,
      json: { upgrade: { payable: 215, payment_type: 'Eftpos', terminal: done.result } },
    })
    expect(done.order!.amount).toBe(order.amount + 215)
  })

  it('refunds on the terminal once a manager approves, and records the refund', async () => {
    await setNext(manager, 'demo', 'approve')
    const sent = await pay(operator, 'demo', {
      purpose: 'sale',
      sale: await cardSale(server.db, 'demo', [{ stock: bear }, { stock: posy }]),
    })
    const paid = await pollUntil(operator, 'demo', sent.body.id, settled)
    const item = paid.order!.order_items[1]!
    const wrongPin = await pay(operator, 'demo', {
      purpose: 'refund',
      refund: { orderItemId: item.id, ...approval('999999') },
    })
    expect(wrongPin.status).toBe(422)
    const refund = await pay(operator, 'demo', {
      purpose: 'refund',
      refund: { orderItemId: item.id, ...approval(DEMO_MANAGER_PIN) },
    })
    expect(refund.status).toBe(201)
    expect(refund.body.amount).toBe('30.00')
    const done = await pollUntil(operator, 'demo', refund.body.id, settled)
    expect(done).toMatchObject({ state: 'approved', refunded: { id: item.id, status: 'Refunded' } })
    expect(await count(server.db, corrections, eq(corrections.orderItemId, item.id))).toBe(1)
    const again = await pay(operator, 'demo', {
      purpose: 'refund',
      refund: { orderItemId: item.id, ...approval(DEMO_MANAGER_PIN) },
    })
    expect(again.status).toBe(409)
  })
})

describe('the recovery job and a kiosk with no terminal', () => {
  it('settles as declined an attempt the terminal never received (a crash before it was sent)', async () => {
    const [terminal] = await server.db.select().from(terminals).limit(1)
    const [staffRow] = await server.db.select().from(staff).limit(1)
    const id = randomUUID()
    await server.db.insert(terminalAttempts).values({
      id,
      universityId: terminal!.universityId,
      kiosk: terminal!.kiosk,
      terminalId: terminal!.id,
      staffId: staffRow!.id,
      purpose: 'sale',
      amountCents: 3500,
      state: 'waiting',
      request: {},
      idempotencyKey: `never-sent-${id}`,
      createdAt: new Date(Date.now() - 60_000),
      nextCheckAt: new Date(Date.now() - 1_000),
    })
    await recoverAttempts(server.app.terminal)
    expect(await attemptOf(server.db, id)).toMatchObject({
      state: 'declined',
      reason: NEVER_SENT,
      orderId: null,
    })
  })

  it('answers 409 naming the kiosk with no terminal, before anything is written', async () => {
    const before = await count(server.db, terminalAttempts)
    const kiosk = 'kiosk-with-no-terminal'
    await expect(
      startPayment(
        server.app.terminal,
        null,
        { purpose: 'sale', sale: await cardSale(server.db, 'demo', [{ stock: bear }]) },
        { universityId: await universityId(server.db, 'demo'), kiosk } as PaymentContext,
        randomUUID(),
      ),
    ).rejects.toMatchObject({
      status: 409,
      message: `No card terminal is paired with this kiosk (${kioskLabel(kiosk)}). A manager pairs it in the back office, Card terminals.`,
    })
    expect(await count(server.db, terminalAttempts)).toBe(before)
  })
})
