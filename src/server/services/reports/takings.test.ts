import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { gstIncluded } from '../../../domain/sale/money'
import { startServer, type TestServer } from '../../test/harness'
import { SCENARIO_DAY, sellScenario, type Scenario } from '../../test/reportScenario'
import { rowsOf } from '../../db/rows'
import { takingsFigures } from './takings'
import { gstOf } from './takingsSql'

let server: TestServer
let scenario: Scenario
let aliceId: number
let bobId: number

beforeAll(async () => {
  server = await startServer()
  scenario = await sellScenario(server)
  aliceId = scenario.orders.a.pos_operator
  bobId = scenario.orders.b.pos_operator
}, 120_000)
afterAll(async () => {
  await server?.close()
})

const EXPECTED = {
  // A 70.00 + B 125.00 + C 45.00 + D 18.00 + the upgrade's 50.00
  totals: {
    orders: 4,
    items: 6,
    gross: 30800,
    gst: 636 + 1136 + 409 + 164 + 455,
    net: 28000,
    // A's $100.05 and C's $50.10 handed over; $30.05 and $5.10 given back.
    cash_tendered: 10005 + 5010,
    change_given: 3005 + 510,
  },
  by_payment: [
    { type: 'Cash', orders: 2, upgrades: 1, amount: 7000 + 4500 + 5000 },
    { type: 'Eftpos', orders: 2, upgrades: 0, amount: 12500 + 1800 },
  ],
  by_hour: [
    { hour: 10, orders: 2, amount: 7000 + 12500 },
    { hour: 11, orders: 1, amount: 4500 + 5000 },
    { hour: 14, orders: 1, amount: 1800 },
  ],
  upgrades: {
    count: 1,
    amount: 5000,
    by_payment: [
      { type: 'Cash', count: 1, amount: 5000 },
      { type: 'Eftpos', count: 0, amount: 0 },
    ],
  },
  // Live lines: the bears (2) and the photo redeemed; the posy, the timber frame and the charm open.
  items: { redeemed: 3, open: 3 },
}

describe('takingsFigures', () => {
  it("adds up a ceremony's sales to the cent", async () => {
    const figures = await takingsFigures(server.db, scenario.demoId, {
      ceremonyId: scenario.ceremonyId,
    })
    expect(figures).toMatchObject(EXPECTED)
    expect(figures.by_operator).toEqual(
      [
        { operator_id: bobId, name: 'Bob Counter', orders: 1, upgrades: 0, amount: 12500 },
        { operator_id: aliceId, name: 'Demo Staff', orders: 1, upgrades: 1, amount: 12000 },
        { operator_id: 0, name: 'Stage', orders: 2, upgrades: 0, amount: 6300 },
      ].map((row) => ({ ...row, voids: 0, refunds: 0 })),
    )
    expect(figures.by_stock.map((s) => [s.name, s.qty, s.amount])).toEqual([
      ['Classic Degree Frame', 1, 9500],
      ['Graduation Bear', 2, 7000],
      ['Premium Timber Frame', 0, 5000],
      ['Degree Presentation Photo', 1, 4500],
      ['Graduation Posy', 1, 3000],
      ['Charm Bear Keyring', 1, 1800],
    ])
  })

  it('finds the same sales by their date, and none of the other university', async () => {
    const figures = await takingsFigures(server.db, scenario.demoId, {
      from: SCENARIO_DAY,
      to: SCENARIO_DAY,
    })
    expect(figures).toMatchObject(EXPECTED)
  })

  it("counts nothing of another university's ceremony or of an empty range", async () => {
    for (const scope of [
      { ceremonyId: scenario.northCeremonyId },
      { from: '2024-01-01', to: '2024-12-31' },
    ]) {
      const figures = await takingsFigures(server.db, scenario.demoId, scope)
      expect(figures.totals).toEqual({
        orders: 0,
        items: 0,
        gross: 0,
        gst: 0,
        net: 0,
        cash_tendered: 0,
        change_given: 0,
      })
      expect(figures.by_payment).toEqual([
        { type: 'Cash', orders: 0, upgrades: 0, voids: 0, refunds: 0, amount: 0 },
        { type: 'Eftpos', orders: 0, upgrades: 0, voids: 0, refunds: 0, amount: 0 },
      ])
      expect(figures.by_operator).toEqual([])
      expect(figures.by_hour).toEqual([])
    }
  })

  it("computes GST in SQL exactly as the kiosk's gstIncluded does", async () => {
    const rows = await rowsOf<{ cents: number; gst: string }>(
      server.db,
      sql`SELECT n AS cents, ${gstOf(sql`n`)} AS gst FROM generate_series(0, 30000) AS n`,
    )
    const wrong = rows.filter((row) => Number(row.gst) !== gstIncluded(Number(row.cents)))
    expect(wrong).toEqual([])
  })
})
