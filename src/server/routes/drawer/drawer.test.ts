import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Drawer } from '../../../domain/contract/drawer'
import type { Order } from '../../../domain/contract/order'
import type { Stock } from '../../../domain/contract/stock'
import { cashDrawers, orders } from '../../db/schema'
import { DEMO_PIN } from '../../demo/seed'
import { KIOSK_COOKIE } from '../../security/kioskCookie'
import { TestClient } from '../../test/client'
import { ceremonyOf } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { orderPayload, type Line } from '../../test/orderPayload'
import { colourOf, stockNamed } from '../../test/stockFixtures'
import { savePushedOrder } from '../../test/testSales'

let server: TestServer
/** Two kiosks of the demo university, and one of another. */
let a: TestClient
let b: TestClient
let ceremonyId: number
let bear: Stock
let posy: Stock
let frame: Stock
let timberFrame: Stock

beforeAll(async () => {
  server = await startServer()
  a = await TestClient.loggedIn(server.url, 'demo')
  b = await TestClient.loggedIn(server.url, 'demo')
  ceremonyId = await ceremonyOf(server.db, 'demo')
  bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
  posy = await stockNamed(server.db, 'demo', 'Graduation Posy')
  frame = await stockNamed(server.db, 'demo', 'Classic Degree Frame')
  timberFrame = await stockNamed(server.db, 'demo', 'Premium Timber Frame')
})
afterAll(async () => {
  await server?.close()
})

const drawerOf = async (kiosk: TestClient, tenant = 'demo') => {
  const answer = await kiosk.get<{ drawer: Drawer | null }>(`/${tenant}/drawer`)
  expect(answer.status, answer.text).toBe(200)
  return answer.body.drawer
}
const sell = async (kiosk: TestClient, lines: Line[], extra: Record<string, unknown> = {}) => {
  const answer = await kiosk.post<Order>('/demo/orders', {
    ...orderPayload(ceremonyId, lines),
    ...extra,
  })
  expect(answer.status, answer.text).toBe(201)
  return answer.body
}

describe('a kiosk with no drawer open', () => {
  it('has none, and can neither move cash nor close one', async () => {
    expect(await drawerOf(a)).toBeNull()
    const moved = await a.post('/demo/drawer/movements', { type: 'in', amount: 5, reason: 'x' })
    expect([moved.status, moved.body.message]).toEqual([
      409,
      "This kiosk's cash drawer is not open.",
    ])
    const closed = await a.post('/demo/drawer/close', { counts: {}, pin: DEMO_PIN })
    expect(closed.status).toBe(409)
  })
})

describe("a kiosk's drawer from opening to close", () => {
  let opened: Drawer

  it('opens with its float, once', async () => {
    const answer = await a.post<Drawer>('/demo/drawer/open', { float: '200.00' })
    expect(answer.status, answer.text).toBe(201)
    opened = answer.body
    expect(opened).toMatchObject({
      status: 'open',
      float: 200,
      expected: 200,
      movements: [],
      counted: null,
      variance: null,
      counted_by: null,
      closed_at: null,
      opened_by: { name: expect.any(String) },
    })
    // A label of the kiosk, never its device id.
    expect(opened.kiosk).toMatch(/^K-[0-9A-F]{6}$/)
    expect(JSON.stringify(opened)).not.toContain(a.cookie(KIOSK_COOKIE)!)
    expect(await drawerOf(a)).toEqual(opened)
    const again = await a.post('/demo/drawer/open', { float: 50 })
    expect([again.status, again.body.message]).toEqual([
      409,
      "This kiosk's cash drawer is already open.",
    ])
  })

  it('counts the cash sales, the change and the cash upgrades made at this kiosk', async () => {
    // $65.00 paid with $100.00: $100.00 in, $35.00 change out.
    const tendered = await sell(a, [{ stock: bear }, { stock: posy }], { tendered: '100' })
    expect(tendered.change).toBe(35)
    await sell(a, [{ stock: bear }], { type: 'Order#Eftpos' })
    await sell(a, [{ stock: bear }]) // $35.00, no tender recorded
    // The other kiosk's cash is its own.
    await sell(b, [{ stock: posy }])
    // $95.00 sold, then $50.00 more paid in cash to upgrade it: each counted once.
    const framed = await savePushedOrder(a, server, 'demo', [
      { stock: frame, colour: colourOf(frame, 'Navy') },
    ])
    const upgraded = await a.put('/demo/orderitem', {
      fromOrderItemID: framed.order_items[0]!.id,
      toStock: { id: timberFrame.id, colour: colourOf(timberFrame, 'Burgundy') },
      type: 'Cash',
    })
    expect(upgraded.status, upgraded.text).toBe(200)
    // The upgrade records its kiosk, which no answer shows.
    expect(upgraded.body.upgraded.json.upgrade).not.toHaveProperty('kiosk')
    const [row] = await server.db.select().from(orders).where(eq(orders.id, tendered.id))
    expect(row!.kiosk).toBe(a.cookie(KIOSK_COOKIE))

    const drawer = await drawerOf(a)
    expect(drawer!.cash).toEqual({
      float: 200,
      cash_sales: 230,
      change: 35,
      cash_upgrades: 50,
      cash_refunds: 0,
      cash_in: 0,
      cash_out: 0,
    })
    expect(drawer!.expected).toBe(445)
  })

  it('takes cash in and out with a reason, never more out than it holds', async () => {
    const put = await a.post<Drawer>('/demo/drawer/movements', {
      type: 'in',
      amount: 20.5,
      reason: '  Coins from the bank ',
    })
    expect(put.status, put.text).toBe(201)
    const taken = await a.post<Drawer>('/demo/drawer/movements', {
      type: 'out',
      amount: '10.00',
      reason: 'Tape',
    })
    expect(taken.status, taken.text).toBe(201)
    expect(taken.body.movements).toMatchObject([
      { type: 'in', amount: 20.5, reason: 'Coins from the bank' },
      { type: 'out', amount: 10, reason: 'Tape' },
    ])
    expect(taken.body.expected).toBe(455.5)
    const tooMuch = await a.post('/demo/drawer/movements', {
      type: 'out',
      amount: 455.51,
      reason: 'Banking',
    })
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.body.errors).toEqual({
      amount: ['The drawer should hold only $455.50: no more than that can be taken out.'],
    })
  })

  it('keeps two kiosks apart', async () => {
    expect(await drawerOf(b)).toBeNull()
    const other = await b.post<Drawer>('/demo/drawer/open', { float: 100 })
    expect(other.status).toBe(201)
    expect(other.body.kiosk).not.toBe(opened.kiosk)
    await sell(b, [{ stock: bear }])
    expect((await drawerOf(b))!.expected).toBe(135)
    expect((await drawerOf(a))!.expected).toBe(455.5)
  })

  it('refuses a wrong PIN and a count that is not of notes and coins', async () => {
    const wrong = await a.post('/demo/drawer/close', { counts: { '100': 4 }, pin: '9999' })
    expect(wrong.status).toBe(422)
    expect(Object.keys(wrong.body.errors)).toEqual(['pin'])
    for (const counts of [
      { '0.50': 1 },
      { '0.01': 3 },
      { '20': -1 },
      { '20': 1.5 },
      { '20': '2' },
    ]) {
      const answer = await a.post('/demo/drawer/close', { counts, pin: DEMO_PIN })
      expect(answer.status, JSON.stringify(counts)).toBe(422)
    }
    expect((await drawerOf(a))!.status).toBe('open')
  })

  it('closes with the count, the variance to the cent and who counted', async () => {
    // $455.45 counted against $455.50 expected.
    const counts = { '100': 4, '50': 1, '5': 1, '0.2': 2, '0.05': 1 }
    const answer = await a.post<Drawer>('/demo/drawer/close', { counts, pin: DEMO_PIN })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toMatchObject({
      id: opened.id,
      status: 'closed',
      expected: 455.5,
      counted: 455.45,
      variance: -0.05,
      counted_by: { name: expect.any(String) },
      counts: { ...counts, '50': 1, '20': 0, '0.1': 0 },
    })
    expect(answer.body.closed_at).not.toBeNull()
    const [row] = await server.db.select().from(cashDrawers).where(eq(cashDrawers.id, opened.id))
    expect([row!.counted, row!.expected, row!.variance]).toEqual(['455.45', '455.50', '-0.05'])

    expect(await drawerOf(a)).toBeNull()
    expect((await a.post('/demo/drawer/close', { counts, pin: DEMO_PIN })).status).toBe(409)
    expect((await drawerOf(b))!.status).toBe('open')
  })

  it('opens again from its new float alone', async () => {
    const answer = await a.post<Drawer>('/demo/drawer/open', { float: 150 })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ float: 150, expected: 150 })
    expect(answer.body.id).not.toBe(opened.id)
  })
})

describe("another university's drawers", () => {
  it('are out of reach: 403 with this session, 404 for no university', async () => {
    expect((await a.get('/northbridge/drawer')).status).toBe(403)
    expect((await a.post('/northbridge/drawer/open', { float: 1 })).status).toBe(403)
    expect((await a.get('/nowhere/drawer')).status).toBe(404)
  })

  it('are apart even for the same kiosk logged in there', async () => {
    const north = new TestClient(server.url)
    north.cookies.set(KIOSK_COOKIE, { value: a.cookie(KIOSK_COOKIE)!, attributes: '' })
    expect((await north.login('northbridge')).status).toBe(200)
    expect(north.cookie(KIOSK_COOKIE)).toBe(a.cookie(KIOSK_COOKIE))
    expect(await drawerOf(north, 'northbridge')).toBeNull()
    expect((await north.post('/northbridge/drawer/open', { float: 10 })).status).toBe(201)
    expect((await drawerOf(a))!.float).toBe(150)
  })
})

describe('bad input', () => {
  const bodies: [string, unknown][] = [
    ['/demo/drawer/open', {}],
    ['/demo/drawer/open', { float: -1 }],
    ['/demo/drawer/open', { float: '12.505' }],
    ['/demo/drawer/open', { float: '1e3' }],
    ['/demo/drawer/open', { float: 100_000_000 }],
    ['/demo/drawer/open', { float: null }],
    ['/demo/drawer/open', { float: [] }],
    ['/demo/drawer/movements', { type: 'sideways', amount: 1, reason: 'x' }],
    ['/demo/drawer/movements', { type: 'in', amount: 0, reason: 'x' }],
    ['/demo/drawer/movements', { type: 'in', amount: 1, reason: '' }],
    ['/demo/drawer/movements', { type: 'in', amount: 1, reason: '   ' }],
    ['/demo/drawer/movements', { type: 'in', amount: 1, reason: 'x'.repeat(201) }],
    ['/demo/drawer/movements', { type: 'in', amount: 99_999_999.99, reason: 'x' }],
    ['/demo/drawer/movements', { type: 'in', amount: 1, reason: 'nul \u0000' }],
    ['/demo/drawer/close', { counts: { '100': 1 } }],
    ['/demo/drawer/close', { counts: [], pin: DEMO_PIN }],
    ['/demo/drawer/close', { counts: { '100': 100_000 }, pin: DEMO_PIN }],
    ['/demo/drawer/close', { counts: {}, pin: 'x'.repeat(33) }],
  ]

  it.each(bodies)('%s %j answers 422, never 5xx, and changes nothing', async (path, body) => {
    const before = await drawerOf(a)
    const answer = await a.post(path, body)
    expect(answer.status, answer.text).toBe(422)
    expect(await drawerOf(a)).toEqual(before)
  })

  it.each([
    ['/demo/drawer/open', '{"float": '],
    ['/demo/drawer/close', `{"counts": {"__proto__": 1}, "pin": "${DEMO_PIN}"}`],
  ])('%s answers %s with a 400', async (path, body) => {
    const before = await drawerOf(a)
    const answer = await a.request('POST', path, {
      body,
      headers: { 'content-type': 'application/json' },
    })
    expect(answer.status, answer.text).toBe(400)
    expect(await drawerOf(a)).toEqual(before)
  })
})

describe('calls at once', () => {
  it('open one drawer of two opens, and take out no more than it holds', async () => {
    const kiosk = await TestClient.loggedIn(server.url, 'demo')
    const opens = await Promise.all([
      kiosk.post('/demo/drawer/open', { float: 100 }),
      kiosk.post('/demo/drawer/open', { float: 100 }),
    ])
    expect(opens.map((answer) => answer.status).sort()).toEqual([201, 409])
    const outs = await Promise.all(
      [1, 2].map(() =>
        kiosk.post('/demo/drawer/movements', { type: 'out', amount: 60, reason: 'Banking' }),
      ),
    )
    expect(outs.map((answer) => answer.status).sort()).toEqual([201, 422])
    expect((await drawerOf(kiosk))!.expected).toBe(40)
  })
})
