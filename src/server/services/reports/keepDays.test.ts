import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { startServer, type TestServer } from '../../test/harness'
import { SCENARIO_DAY, sellScenario, type Scenario } from '../../test/reportScenario'
import { keepFinishedDays } from './keepDays'
import { rowsOf } from '../../db/rows'
import { takingsFigures } from './takings'

let server: TestServer
let scenario: Scenario

beforeAll(async () => {
  server = await startServer()
  scenario = await sellScenario(server)
}, 120_000)
afterAll(async () => {
  await server?.close()
})

/** Whether a day of the demo university is kept: null when report_days has no row for it. */
const kept = async (day: 'scenario' | 'yesterday') => {
  const date = day === 'scenario' ? sql`${SCENARIO_DAY}::date` : sql`current_date - 1`
  const rows = await rowsOf<{ kept: boolean }>(
    server.db,
    sql`SELECT money IS NOT NULL AS kept FROM report_days
      WHERE university_id = ${scenario.demoId} AND day = ${date}`,
  )
  return rows[0]?.kept ?? null
}

describe('housekeeping keeps the finished days ahead of any report', () => {
  it('keeps them with the figures of their orders, once, and never the last days', async () => {
    // Moving the scenario's sales to their day made a row there, its sums still to be kept.
    expect(await kept('scenario')).toBe(false)

    // Twice at once, as two servers on one database would run it.
    await Promise.all([server.app.housekeep(), keepFinishedDays(server.db)])
    expect(await kept('scenario')).toBe(true)
    expect(await kept('yesterday')).toBeNull()
    expect(await keepFinishedDays(server.db)).toBe(0)

    // The kept day's figures are its orders' own: the scenario's ceremony holds exactly them, and
    // a ceremony is always summed from its orders.
    const ofDay = await takingsFigures(server.db, scenario.demoId, {
      from: SCENARIO_DAY,
      to: SCENARIO_DAY,
    })
    expect(ofDay.totals.orders).toBe(4)
    expect(ofDay).toEqual(
      await takingsFigures(server.db, scenario.demoId, { ceremonyId: scenario.ceremonyId }),
    )
  })
})
