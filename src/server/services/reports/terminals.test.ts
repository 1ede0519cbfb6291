import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'csv-parse/sync'
import { eq, sql } from 'drizzle-orm'
import type { TakingsReport } from '../../../domain/contract/report'
import type { Stock } from '../../../domain/contract/stock'
import { displayOrderNumber } from '../../../domain/orderNumber'
import { orders } from '../../db/schema'
import { DEMO_MANAGER_PIN } from '../../demo/seed'
import { TestClient } from '../../test/client'
import { startServer, type TestServer } from '../../test/harness'
import { managerClient } from '../../test/managers'
import { stockNamed } from '../../test/stockFixtures'
import { attemptOf, cardSale, pay, pollUntil, setNext, settled } from '../../test/terminal'
import { saveStageOrder } from '../../test/testSales'
import { FLAGGED } from '../terminal/resolve'
import { NO_APPROVAL } from './terminals'

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

const today = () => new Date().toLocaleDateString('en-CA')

describe("the Z report's card terminal reconciliation", () => {
  it('shows EFTPOS by terminal, the reference in the orders CSV, and both kinds of exception', async () => {
    await setNext(manager, 'demo', 'approve')
    const sent = await pay(operator, 'demo', {
      purpose: 'sale',
      sale: await cardSale(server.db, 'demo', [{ stock: bear }]),
    })
    const paid = await pollUntil(operator, 'demo', sent.body.id, settled)
    expect(paid.state).toBe('approved')

    // The terminal approves after the operator cancelled (no answer) and took cash.
    await setNext(manager, 'demo', 'offline')
    const lost = await pay(operator, 'demo', {
      purpose: 'sale',
      sale: await cardSale(server.db, 'demo', [{ stock: bear }]),
    })
    await operator.post(`/demo/terminal/payments/${lost.body.id}/cancel`)
    await setNext(manager, 'demo', 'approve')
    while (!(await attemptOf(server.db, lost.body.id)).resolvedAt) {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }

    // An order marked as paid on a terminal that never approved it.
    const forged = await saveStageOrder(operator, server, 'demo', [{ stock: bear }])
    await server.db
      .update(orders)
      .set({
        json: sql`${orders.json} || ${JSON.stringify({ terminal: paid.result })}::jsonb`,
      })
      .where(eq(orders.id, forged.id))

    const day = today()
    expect((await manager.post('/demo/checkpin', { pin: DEMO_MANAGER_PIN })).body.pass).toBe(true)
    const report = await manager.get<TakingsReport>(`/demo/reports/takings?from=${day}&to=${day}`)
    expect(report.status).toBe(200)
    expect(report.body.terminals).toEqual([
      { terminal: paid.result!.terminal, payments: 1, refunds: 0, amount: 35 },
    ])
    const exceptions = report.body.terminal_exceptions!
    expect(exceptions).toHaveLength(2)
    expect(exceptions[0]).toMatchObject({
      kind: 'no_order',
      attempt_id: lost.body.id,
      order_id: null,
      amount: 35,
      message: FLAGGED,
    })
    expect(exceptions[1]).toMatchObject({
      kind: 'no_approval',
      order_id: forged.id,
      message: NO_APPROVAL,
    })
    const listed = report.body.orders.list.find((o) => o.id === paid.order!.id)
    expect(listed?.terminal).toEqual(paid.result)

    const csv = await manager.get(`/demo/reports/orders.csv?from=${day}&to=${day}`)
    const rows = parse(csv.text, { bom: true, columns: true }) as Record<string, string>[]
    const row = rows.find((r) => r.order_number === displayOrderNumber(paid.order!.id))
    expect(row).toMatchObject({
      card: paid.result!.card,
      terminal_receipt: paid.result!.receipt,
      auth_code: paid.result!.auth_code,
      terminal: paid.result!.terminal,
    })
  })
})
