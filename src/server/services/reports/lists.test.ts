import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'csv-parse/sync'
import { displayOrderNumber } from '../../../domain/orderNumber'
import { startServer, type TestServer } from '../../test/harness'
import { SCENARIO_DAY, sellScenario, type Scenario } from '../../test/reportScenario'
import { orderItemsCsv, ordersCsv } from './csv'
import { reportExceptions } from './exceptions'
import { allLines } from './orderItems'
import { allOrders, orderPage } from './orderList'

let server: TestServer
let scenario: Scenario

beforeAll(async () => {
  server = await startServer()
  scenario = await sellScenario(server)
}, 120_000)
afterAll(async () => {
  await server?.close()
})

const scope = () => ({ ceremonyId: scenario.ceremonyId })

describe('report lists', () => {
  it('lists what staff must act on: the refused push and the failed receipt only', async () => {
    const { a, d } = scenario.orders
    const exceptions = await reportExceptions(server.db, scenario.demoId, scope())
    expect(exceptions.pending_ges).toEqual([
      expect.objectContaining({
        order_id: d.id,
        status: 'failed',
        attempts: 3,
        last_error: 'The ordering system refused the order: unknown ceremony',
      }),
    ])
    expect(exceptions.pending_ges[0]!.age_seconds).toBeGreaterThan(0)
    expect(exceptions.failed_mail).toEqual([
      expect.objectContaining({
        order_id: a.id,
        to: 'ada@example.com',
        error: 'The mail server refused the connection.',
      }),
    ])
    expect(exceptions.no_reference).toEqual([])
    expect(exceptions.sold_beyond_count).toEqual([])
    const north = await reportExceptions(server.db, scenario.demoId, {
      ceremonyId: scenario.northCeremonyId,
    })
    expect(north).toEqual({
      pending_ges: [],
      failed_mail: [],
      no_reference: [],
      sold_beyond_count: [],
    })
  })

  it('pages the orders newest first, with operator, payment and reference', async () => {
    const { a, b, c, d } = scenario.orders
    const page = await orderPage(server.db, scenario.demoId, scope())
    expect(page.total).toBe(4)
    expect(page.orders.map((o) => [o.id, o.payment, o.amount, o.gst, o.operator])).toEqual([
      [d.id, 'Eftpos', 1800, 164, 'Stage'],
      [c.id, 'Cash', 4500, 409, 'Stage'],
      [b.id, 'Eftpos', 17500, 1591, 'Bob Counter'],
      [a.id, 'Cash', 7000, 636, 'Demo Staff'],
    ])
    expect(page.orders[2]).toMatchObject({ customer: 'Grace Hopper', date: SCENARIO_DAY })
    expect(page.orders[2]!.reference).toMatch(/^R\d+$/)
    expect(page.orders[0]!.reference).toBeNull()
    expect((await orderPage(server.db, scenario.demoId, scope(), 2)).orders).toEqual([])
  })

  it('writes CSV a spreadsheet reads back: one row per order and per line', async () => {
    const { a, b } = scenario.orders
    const orders = parse(ordersCsv(await allOrders(server.db, scenario.demoId, scope())), {
      bom: true,
      columns: true,
    }) as Record<string, string>[]
    expect(orders).toHaveLength(4)
    expect(orders[1]).toMatchObject({
      order_number: displayOrderNumber(b.id),
      date: SCENARIO_DAY,
      ceremony: 'Report Test Ceremony',
      customer: 'Grace Hopper',
      payment_type: 'Eftpos',
      amount: '175.00',
      gst: '15.91',
      operator: 'Bob Counter',
    })
    const lines = parse(orderItemsCsv(await allLines(server.db, scenario.demoId, scope())), {
      bom: true,
      columns: true,
    }) as Record<string, string>[]
    expect(lines.map((l) => [l.order_number, l.item, l.qty, l.amount, l.status])).toEqual([
      [displayOrderNumber(a.id), 'Graduation Bear', '2', '70.00', 'Redeemed'],
      [displayOrderNumber(b.id), 'Classic Degree Frame with Navy Mat', '1', '95.00', 'Upgraded'],
      [displayOrderNumber(b.id), 'Graduation Posy', '1', '30.00', 'Open'],
      [
        displayOrderNumber(b.id),
        expect.stringContaining('Premium Timber Frame'),
        '1',
        '145.00',
        'Open',
      ],
      [expect.any(String), 'Degree Presentation Photo', '1', '45.00', 'Redeemed'],
      [expect.any(String), 'Charm Bear Keyring', '1', '18.00', 'Open'],
    ])
    expect(lines[3]).toMatchObject({ upgrade_payment_type: 'Cash', upgrade_amount: '50.00' })
  })
})
