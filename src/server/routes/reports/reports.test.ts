import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'csv-parse/sync'
import { and, eq, sql } from 'drizzle-orm'
import { auditLog, orderItems, orders, sessions, staff } from '../../db/schema'
import { isoDay } from '../../../domain/dates'
import { colourOf, stockNamed } from '../../test/stockFixtures'
import { sha256 } from '../../security/secrets'
import { DEMO_MANAGER_PIN, DEMO_PIN } from '../../demo/seed'
import { TestClient } from '../../test/client'
import { startServer, type TestServer } from '../../test/harness'
import { SCENARIO_DAY, sellScenario, type Scenario } from '../../test/reportScenario'

let server: TestServer
let scenario: Scenario
let manager: TestClient

const NEED = { message: "A manager's PIN is needed to open the report." }
const ONLY = { message: 'Only a manager can open the takings report.' }

async function withPin(pin: string, tenant = 'demo') {
  const client = await TestClient.loggedIn(server.url, tenant)
  const answer = await client.post(`/${tenant}/checkpin`, { pin })
  expect(answer.body.pass).toBe(true)
  return client
}

beforeAll(async () => {
  server = await startServer()
  scenario = await sellScenario(server)
  manager = await withPin(DEMO_MANAGER_PIN)
}, 120_000)
afterAll(async () => {
  await server?.close()
})

const takings = (client: TestClient, query = `ceremony=${scenario.ceremonyId}`) =>
  client.get(`/demo/reports/takings?${query}`)

describe('GET /{tenant}/reports/takings', () => {
  it("answers a manager with the ceremony's figures in dollars", async () => {
    const answer = await takings(manager)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      university: 'Demo University',
      manager: 'Demo Manager',
      scope: { ceremony: { id: scenario.ceremonyId, name: 'Report Test Ceremony' } },
      totals: {
        orders: 4,
        items: 6,
        gross: 308,
        gst: 28,
        net: 280,
        cash_tendered: 150.15,
        change_given: 35.15,
      },
      by_payment: [
        { type: 'Cash', orders: 2, upgrades: 1, amount: 165 },
        { type: 'Eftpos', orders: 2, upgrades: 0, amount: 143 },
      ],
      upgrades: { count: 1, amount: 50 },
      items: { redeemed: 3, open: 3 },
      pending_ges: [{ order_id: scenario.orders.d.id, status: 'failed' }],
      failed_mail: [{ order_id: scenario.orders.a.id, to: 'ada@example.com' }],
      orders: { total: 4, page: 1 },
    })
    expect(
      answer.body.by_operator.map((o: { name: string; amount: number }) => [o.name, o.amount]),
    ).toEqual([
      ['Bob Counter', 125],
      ['Demo Staff', 120],
      ['Stage', 63],
    ])
    const byDay = await takings(manager, `from=${SCENARIO_DAY}&to=${SCENARIO_DAY}`)
    expect(byDay.body.totals).toEqual(answer.body.totals)
  })

  it('leaves an audit line naming the manager and the scope of each opening and download', async () => {
    const [before] = await server.db
      .select({ last: sql<number>`coalesce(max(${auditLog.id}), 0)` })
      .from(auditLog)
    await takings(manager)
    await takings(manager, `from=${SCENARIO_DAY}&to=${SCENARIO_DAY}`)
    await manager.get(`/demo/reports/orders.csv?ceremony=${scenario.ceremonyId}`)
    const [boss] = await server.db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.email, 'manager@demo.example'))
    const lines = await server.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} LIKE 'report.%' AND ${auditLog.id} > ${before!.last}`)
      .orderBy(auditLog.id)
    expect(lines.map((l) => [l.action, l.staffId, l.universityId, l.subject, l.details])).toEqual([
      [
        'report.opened',
        boss!.id,
        scenario.demoId,
        `ceremony:${scenario.ceremonyId}`,
        { ceremony_id: scenario.ceremonyId, from: null, to: null },
      ],
      [
        'report.opened',
        boss!.id,
        scenario.demoId,
        `dates:${SCENARIO_DAY}..${SCENARIO_DAY}`,
        { ceremony_id: null, from: SCENARIO_DAY, to: SCENARIO_DAY },
      ],
      [
        'report.csv',
        boss!.id,
        scenario.demoId,
        `ceremony:${scenario.ceremonyId}`,
        { ceremony_id: scenario.ceremonyId, from: null, to: null, kind: 'orders' },
      ],
    ])
  })

  it("refuses without a manager's PIN, with an operator's, and after 15 minutes", async () => {
    const plain = await TestClient.loggedIn(server.url, 'demo')
    expect(await takings(plain)).toMatchObject({ status: 403, body: NEED })
    const operator = await withPin(DEMO_PIN)
    expect(await takings(operator)).toMatchObject({ status: 403, body: ONLY })
    const stale = await withPin(DEMO_MANAGER_PIN)
    await server.db
      .update(sessions)
      .set({ pinCheckedAt: sql`now() - interval '16 minutes'` })
      .where(eq(sessions.id, sha256(stale.cookie('pos_session')!)))
    expect(await takings(stale)).toMatchObject({ status: 403, body: NEED })
    expect((await new TestClient(server.url).get('/demo/reports/takings')).status).toBe(401)
  })

  it("keeps universities apart: another's session is 403, another's ceremony 404", async () => {
    const north = await withPin(DEMO_MANAGER_PIN, 'northbridge')
    expect((await takings(north)).status).toBe(403)
    const answer = await takings(manager, `ceremony=${scenario.northCeremonyId}`)
    expect(answer).toMatchObject({ status: 404, body: { message: 'This ceremony was not found.' } })
    const own = await north.get(`/northbridge/reports/takings?ceremony=${scenario.northCeremonyId}`)
    expect(own.body.totals).toEqual({
      orders: 1,
      items: 1,
      gross: 35,
      gst: 3.18,
      net: 31.82,
      cash_tendered: 0,
      change_given: 0,
    })
  })

  it('refuses a query it cannot read with a 422 that says why', async () => {
    for (const query of [
      'from=2026-02-31&to=2026-03-01',
      'from=2026-03-02&to=2026-03-01',
      'ceremony=abc',
      'from=21/11/2026',
    ]) {
      const answer = await takings(manager, query)
      expect(answer.status, query).toBe(422)
      expect(answer.body.message, query).toEqual(expect.any(String))
    }
  })
})

describe('upgrades in the takings', () => {
  it("counts a pre-order's upgrade on the day it was paid, in its ceremony and its month", async () => {
    const demoId = scenario.demoId
    const frame = await stockNamed(server.db, 'demo', 'Classic Degree Frame')
    const [line] = await server.db
      .select({ id: orderItems.id, ceremonyId: orders.ceremonyId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.universityId, demoId),
          eq(orders.isPosOrder, false),
          eq(orderItems.stockId, frame.id),
          sql`${orderItems.json}->'upgraded' IS NULL`,
          eq(orderItems.status, 'Open'),
        ),
      )
      .limit(1)
    expect(line, 'a demo pre-order with an open Classic Degree Frame').toBeDefined()
    const today = isoDay()
    const month = `from=${today.slice(0, 8)}01&to=${today}`
    const before = {
      day: (await takings(manager, `from=${today}&to=${today}`)).body,
      month: (await takings(manager, month)).body,
      ceremony: (await takings(manager, `ceremony=${line!.ceremonyId}`)).body,
    }
    const timber = await stockNamed(server.db, 'demo', 'Premium Timber Frame')
    const counter = await withPin(DEMO_PIN)
    const upgrade = await counter.put('/demo/orderitem', {
      fromOrderItemID: line!.id,
      toStock: { id: timber.id, colour: colourOf(timber, 'Navy') },
      type: 'Eftpos',
      email: null,
    })
    expect(upgrade.status, upgrade.text).toBe(200)
    for (const [name, query] of [
      ['day', `from=${today}&to=${today}`],
      ['month', month],
      ['ceremony', `ceremony=${line!.ceremonyId}`],
    ] as const) {
      const after = (await takings(manager, query)).body
      expect(after.upgrades.count - before[name].upgrades.count, name).toBe(1)
      expect(after.upgrades.amount - before[name].upgrades.amount, name).toBe(50)
      expect(after.totals.gross - before[name].totals.gross, name).toBe(50)
      expect(after.totals.orders, name).toBe(before[name].totals.orders)
    }
    const csv = await manager.get(`/demo/reports/order-items.csv?from=${today}&to=${today}`)
    const rows = parse(csv.text, { bom: true, columns: true }) as Record<string, string>[]
    expect(rows.find((r) => r.upgraded_from === String(line!.id))).toMatchObject({
      upgrade_payment_type: 'Eftpos',
      upgrade_amount: '50.00',
    })
  })
})

describe('GET /{tenant}/reports/*.csv', () => {
  it('downloads the orders and the lines of the scope', async () => {
    const orders = await manager.get(`/demo/reports/orders.csv?ceremony=${scenario.ceremonyId}`)
    expect(orders.status).toBe(200)
    expect(orders.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(orders.headers.get('content-disposition')).toMatch(
      /attachment; filename="demo-orders-ceremony-/,
    )
    const rows = parse(orders.text, { bom: true, columns: true }) as Record<string, string>[]
    expect(rows.map((r) => [r.payment_type, r.amount, r.operator])).toEqual([
      ['Cash', '70.00', 'Demo Staff'],
      ['Eftpos', '175.00', 'Bob Counter'],
      ['Cash', '45.00', 'Stage'],
      ['Eftpos', '18.00', 'Stage'],
    ])
    const lines = await manager.get(
      `/demo/reports/order-items.csv?from=${SCENARIO_DAY}&to=${SCENARIO_DAY}`,
    )
    expect(parse(lines.text, { bom: true, columns: true })).toHaveLength(6)
    const operator = await withPin(DEMO_PIN)
    expect(await operator.get('/demo/reports/orders.csv')).toMatchObject({
      status: 403,
      body: ONLY,
    })
  })

  it('writes a name a spreadsheet would run as a formula with a leading quote', async () => {
    const id = scenario.orders.a.id
    const [kept] = await server.db.select().from(orders).where(eq(orders.id, id))
    await server.db
      .update(orders)
      .set({ name: '=HYPERLINK("http://x","y")', lastname: '' })
      .where(eq(orders.id, id))
    try {
      const csv = await manager.get(`/demo/reports/orders.csv?ceremony=${scenario.ceremonyId}`)
      const rows = parse(csv.text, { bom: true, columns: true }) as Record<string, string>[]
      expect(rows.map((r) => r.customer)).toContain('\'=HYPERLINK("http://x","y")')
      expect(csv.text).not.toMatch(/(^|,)"?=HYPERLINK/m)
    } finally {
      await server.db
        .update(orders)
        .set({ name: kept!.name, lastname: kept!.lastname })
        .where(eq(orders.id, id))
    }
  })
})
