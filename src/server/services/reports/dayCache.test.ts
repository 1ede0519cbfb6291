import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import { isoDay } from '../../../domain/dates'
import { orders } from '../../db/schema'
import { TestClient } from '../../test/client'
import { orderPayload } from '../../test/orderPayload'
import { stockNamed } from '../../test/stockFixtures'
import { startServer, type TestServer } from '../../test/harness'
import { SCENARIO_DAY, sellScenario, type Scenario } from '../../test/reportScenario'
import { rowsOf } from '../../db/rows'
import { takingsFigures } from './takings'

let server: TestServer
let scenario: Scenario
let demo: TestClient

beforeAll(async () => {
  server = await startServer()
  scenario = await sellScenario(server)
  demo = await TestClient.loggedIn(server.url, 'demo')
}, 120_000)
afterAll(async () => {
  await server?.close()
})

const ofDay = () =>
  takingsFigures(server.db, scenario.demoId, { from: SCENARIO_DAY, to: SCENARIO_DAY })
/** The scenario's ceremony holds exactly the day's sales, and is always summed from its orders. */
const ofCeremony = () =>
  takingsFigures(server.db, scenario.demoId, { ceremonyId: scenario.ceremonyId })
const kept = async (day: string) => {
  const rows = await rowsOf<{ kept: boolean }>(
    server.db,
    sql`SELECT money IS NOT NULL AS kept FROM report_days
      WHERE university_id = ${scenario.demoId} AND day = ${day}::date`,
  )
  return rows[0]?.kept ?? null
}

describe("a range's past days, kept once read", () => {
  it('gives the figures of its orders, and again after each change to them', async () => {
    expect(await ofDay()).toEqual(await ofCeremony())
    expect(await kept(SCENARIO_DAY)).toBe(true)
    const before = await ofDay()

    const charm = scenario.orders.d.order_items[0]!
    const redeem = await demo.put(`/demo/orderitems/${charm.id}`, { status: 'Close' })
    expect(redeem.status).toBe(200)
    expect(await kept(SCENARIO_DAY)).toBe(false)
    const redeemed = await ofDay()
    expect(redeemed.items).toEqual({
      redeemed: before.items.redeemed + 1,
      open: before.items.open - 1,
    })
    expect(redeemed).toEqual(await ofCeremony())

    // A late sale entered for that day (an offline sale synced days later has its own date).
    const bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
    const saved = await demo.post<Order>(
      '/demo/orders',
      orderPayload(scenario.ceremonyId, [{ stock: bear, qty: 1 }]),
    )
    expect(saved.status).toBe(201)
    await server.db.update(orders).set({ date: SCENARIO_DAY }).where(eq(orders.id, saved.body.id))
    const late = await ofDay()
    expect(late.totals.orders).toBe(before.totals.orders + 1)
    expect(late).toEqual(await ofCeremony())

    await server.db
      .update(orders)
      .set({ deletedAt: new Date() })
      .where(eq(orders.id, saved.body.id))
    expect(await ofDay()).toEqual(redeemed)
    expect(await kept(SCENARIO_DAY)).toBe(true)
  })

  it('never keeps today, where sales are still being made', async () => {
    const today = isoDay()
    await takingsFigures(server.db, scenario.demoId, { from: today, to: today })
    expect(await kept(today)).toBeNull()
  })
})
