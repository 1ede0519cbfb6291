import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'csv-parse/sync'
import { and, eq } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import { isoDay } from '../../../domain/dates'
import { ceremonies, corrections, orders, reportDays } from '../../db/schema'
import { DEMO_MANAGER_PIN } from '../../demo/seed'
import { TestClient } from '../../test/client'
import { approval } from '../../test/corrections'
import { universityId } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { orderPayload } from '../../test/orderPayload'
import { colourOf, stockNamed } from '../../test/stockFixtures'
import { passPin } from '../../test/testSales'
import { allCorrections } from './correctionList'
import { orderItemsCsv, ordersCsv } from './csv'
import { allLines } from './orderItems'
import { allOrders } from './orderList'
import { takingsFigures } from './takings'

/**
 * A day of three sales, one voided and an item of another refunded:
 *  S1 Cash,   stage: Graduation Bear $35.00, voided (Cash back)
 *  S2 Eftpos, PIN of the demo staff member: Classic Degree Frame $95 + Graduation Posy $30, the
 *     posy refunded in cash
 *  S3 Cash,   stage: Degree Presentation Photo $45.00
 * The sales stay on their day; the void and the refund are lines of their own, the manager's.
 */
const OLD_DAY = '2025-07-01'
let server: TestServer
let demoId: number
let ceremonyId: number
let s1: Order
let s2: Order
let s3: Order

async function save(client: TestClient, payload: ReturnType<typeof orderPayload>) {
  const answer = await client.post<Order>('/demo/orders', payload)
  if (answer.status !== 201) throw new Error(`save answered ${answer.status}: ${answer.text}`)
  return answer.body
}

beforeAll(async () => {
  server = await startServer()
  demoId = await universityId(server.db, 'demo')
  const [ceremony] = await server.db
    .insert(ceremonies)
    .values({ universityId: demoId, date: isoDay(), name: 'Corrections Ceremony' })
    .returning({ id: ceremonies.id })
  ceremonyId = ceremony!.id
  const demo = await TestClient.loggedIn(server.url, 'demo')
  const stock = (name: string) => stockNamed(server.db, 'demo', name)
  const [bear, frame, posy, photo] = await Promise.all(
    ['Graduation Bear', 'Classic Degree Frame', 'Graduation Posy', 'Degree Presentation Photo'].map(
      stock,
    ),
  )
  s1 = await save(demo, orderPayload(ceremonyId, [{ stock: bear! }]))
  await passPin(demo, 'demo')
  s2 = await save(
    demo,
    orderPayload(
      ceremonyId,
      [{ stock: frame!, colour: colourOf(frame!, 'Navy') }, { stock: posy! }],
      {
        mode: 'normal',
        type: 'Order#Eftpos',
        name: 'Grace',
        lastname: 'Hopper',
        phone: '0412345678',
        email: 'grace@example.com',
      },
    ),
  )
  s3 = await save(demo, orderPayload(ceremonyId, [{ stock: photo! }]))
  const voided = await demo.post(`/demo/orders/${s1.id}/void`, approval())
  if (voided.status !== 200) throw new Error(`void answered ${voided.status}: ${voided.text}`)
  const refunded = await demo.post(`/demo/orderitems/${s2.order_items[1]!.id}/refund`, {
    ...approval(DEMO_MANAGER_PIN, 'Wilted'),
    type: 'Cash',
  })
  if (refunded.status !== 200)
    throw new Error(`refund answered ${refunded.status}: ${refunded.text}`)
}, 120_000)
afterAll(async () => {
  await server?.close()
})

const gst = (cents: number) => Math.round(cents / 11)
const EXPECTED = {
  totals: {
    orders: 3,
    items: 4,
    // 35 + 125 + 45 taken, 35 voided and 30 refunded.
    gross: 14000,
    gst: gst(3500) + gst(12500) + gst(4500) - gst(3500) - gst(3000),
    net: 14000 - (gst(12500) + gst(4500) - gst(3000)),
  },
  by_payment: [
    { type: 'Cash', orders: 2, upgrades: 0, voids: 1, refunds: 1, amount: 3500 + 4500 - 6500 },
    { type: 'Eftpos', orders: 1, upgrades: 0, voids: 0, refunds: 0, amount: 12500 },
  ],
  voids: {
    count: 1,
    amount: 3500,
    by_payment: [
      { type: 'Cash', count: 1, amount: 3500 },
      { type: 'Eftpos', count: 0, amount: 0 },
    ],
  },
  refunds: {
    count: 1,
    amount: 3000,
    by_payment: [
      { type: 'Cash', count: 1, amount: 3000 },
      { type: 'Eftpos', count: 0, amount: 0 },
    ],
  },
  // The frame and the photo are still to collect; a voided or refunded item is neither.
  items: { redeemed: 0, open: 2 },
}

function expectFigures(figures: Awaited<ReturnType<typeof takingsFigures>>) {
  expect(figures).toMatchObject(EXPECTED)
  expect(figures.by_operator.map((o) => [o.name, o.orders, o.voids, o.refunds, o.amount])).toEqual([
    ['Demo Manager', 0, 1, 1, -6500],
    ['Demo Staff', 1, 0, 0, 12500],
    ['Stage', 2, 0, 0, 8000],
  ])
  expect(figures.by_stock.map((s) => [s.name, s.qty, s.amount])).toEqual([
    ['Classic Degree Frame', 1, 9500],
    ['Degree Presentation Photo', 1, 4500],
    ['Graduation Bear', 0, 0],
    ['Graduation Posy', 0, 0],
  ])
  const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0)
  for (const rows of [figures.by_payment, figures.by_operator, figures.by_stock, figures.by_hour]) {
    expect(sum(rows)).toBe(figures.totals.gross)
  }
}

describe('the takings of a day with a void and a refund', () => {
  it('counts the sales on their day and the money given back as its own lines, to the cent', async () => {
    expectFigures(await takingsFigures(server.db, demoId, { ceremonyId }))
    const today = isoDay()
    expectFigures(await takingsFigures(server.db, demoId, { from: today, to: today }))
  })

  it('answers the report in dollars with the voids and refunds', async () => {
    const manager = await TestClient.loggedIn(server.url, 'demo')
    expect((await manager.post('/demo/checkpin', { pin: DEMO_MANAGER_PIN })).body.pass).toBe(true)
    const answer = await manager.get(`/demo/reports/takings?ceremony=${ceremonyId}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      totals: { gross: 140, gst: 12.72, net: 127.28 },
      voids: { count: 1, amount: 35 },
      refunds: { count: 1, amount: 30 },
      by_payment: [
        { type: 'Cash', voids: 1, refunds: 1, amount: 15 },
        { type: 'Eftpos', amount: 125 },
      ],
    })
  })

  it('writes each void and refund as a line of the CSVs', async () => {
    const scope = { ceremonyId }
    const rows = parse(
      ordersCsv(
        await allOrders(server.db, demoId, scope),
        await allCorrections(server.db, demoId, scope),
      ),
      { bom: true, columns: true },
    ) as Record<string, string>[]
    expect(
      rows.map((r) => [r.line, r.payment_type, r.amount, r.gst, r.operator, r.reason]),
    ).toEqual([
      ['Sale', 'Cash', '35.00', '3.18', 'Stage', ''],
      ['Sale', 'Eftpos', '125.00', '11.36', 'Demo Staff', ''],
      ['Sale', 'Cash', '45.00', '4.09', 'Stage', ''],
      ['Void', 'Cash', '-35.00', '-3.18', 'Demo Manager', approval().reason],
      ['Refund', 'Cash', '-30.00', '-2.73', 'Demo Manager', 'Wilted'],
    ])
    const lines = parse(orderItemsCsv(await allLines(server.db, demoId, scope)), {
      bom: true,
      columns: true,
    }) as Record<string, string>[]
    expect(lines.map((l) => [l.item, l.status, l.refund_payment_type, l.refund_amount])).toEqual([
      ['Graduation Bear', 'Void', '', ''],
      ['Classic Degree Frame with Navy Mat', 'Open', '', ''],
      ['Graduation Posy', 'Refunded', 'Cash', '30.00'],
      ['Degree Presentation Photo', 'Open', '', ''],
    ])
  })

  it('keeps a finished day with its voids and refunds, and reads the same figures back', async () => {
    const ids = [s1.id, s2.id, s3.id]
    for (const id of ids) {
      await server.db.update(orders).set({ date: OLD_DAY }).where(eq(orders.id, id))
    }
    await server.db
      .update(corrections)
      .set({ day: OLD_DAY })
      .where(eq(corrections.universityId, demoId))
    const scope = { from: OLD_DAY, to: OLD_DAY }
    expectFigures(await takingsFigures(server.db, demoId, scope))
    const [kept] = await server.db
      .select()
      .from(reportDays)
      .where(and(eq(reportDays.universityId, demoId), eq(reportDays.day, OLD_DAY)))
    expect(kept?.money).not.toBeNull()
    expect(kept?.corrections).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'void', pay: 'Cash' })]),
    )
    // Read from the kept sums now, not the orders.
    expectFigures(await takingsFigures(server.db, demoId, scope))

    // A correction changed afterwards (the office finds the refund went back by card) throws the
    // kept sums of its day away.
    await server.db
      .update(corrections)
      .set({ payment: 'Eftpos' })
      .where(and(eq(corrections.universityId, demoId), eq(corrections.kind, 'refund')))
    const changed = await takingsFigures(server.db, demoId, scope)
    expect(changed.refunds.by_payment).toEqual([
      { type: 'Cash', count: 0, amount: 0 },
      { type: 'Eftpos', count: 1, amount: 3000 },
    ])
    expect(changed.totals.gross).toBe(14000)
  })
})
