import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parse } from 'csv-parse/sync'
import type { Drawer } from '../../../domain/contract/drawer'
import type { Order } from '../../../domain/contract/order'
import type { Stock } from '../../../domain/contract/stock'
import { isoDay } from '../../../domain/dates'
import { DENOMINATIONS, denominationKey } from '../../../domain/drawer/denominations'
import { toCents } from '../../../domain/sale/money'
import { ceremonies } from '../../db/schema'
import { DEMO_MANAGER_PIN, DEMO_PIN } from '../../demo/seed'
import { TestClient } from '../../test/client'
import { universityId } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { orderPayload } from '../../test/orderPayload'
import { colourOf, stockNamed } from '../../test/stockFixtures'

/**
 * Random days at one kiosk, driven through the HTTP API as the kiosk drives it: sales, upgrades,
 * voids, refunds and cash in and out, with the drawer open. After each day the takings report,
 * its totals by payment, the orders CSV and the drawer's expected cash must equal what a plain
 * model of the day says, to the cent, and the night's count of the drawer must balance. `TAKINGS_MODEL_RUNS` runs more days (a script may).
 */
const RUNS = Number(process.env.TAKINGS_MODEL_RUNS ?? 20)
const FLOAT = 20_000

type Pay = 'Cash' | 'Eftpos'
type Step =
  | { kind: 'sell'; lines: number[]; pay: Pay }
  | { kind: 'upgrade'; pick: number; pay: Pay }
  | { kind: 'void'; pick: number }
  | { kind: 'refund'; pick: number; pay: Pay }
  | { kind: 'cash'; out: boolean; cents: number }

const pay = fc.constantFrom<Pay>('Cash', 'Eftpos')
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sell' as const),
      lines: fc.array(fc.nat(3), { minLength: 1, maxLength: 3 }),
      pay,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('upgrade' as const), pick: fc.nat(), pay }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), pay }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cash' as const),
      out: fc.boolean(),
      // Cash changes hands in 5c steps (no 1c or 2c coins), so a count can always match.
      cents: fc.integer({ min: 1, max: 1000 }).map((n) => n * 5),
    }),
  },
)

interface ModelItem {
  id: number
  cents: number
  frame: boolean
  state: 'open' | 'upgraded' | 'refunded'
}
interface ModelOrder {
  id: number
  pay: Pay
  pushed: boolean
  cents: number
  items: ModelItem[]
  voided: boolean
  touched: boolean
}

let server: TestServer
/** The kiosk of every day: its drawer is opened each morning and counted each night. */
let kiosk: TestClient
let demoId: number
let stocks: Stock[]
let frame: Stock
let timber: Stock

beforeAll(async () => {
  server = await startServer()
  demoId = await universityId(server.db, 'demo')
  const named = (name: string) => stockNamed(server.db, 'demo', name)
  stocks = await Promise.all(
    ['Graduation Bear', 'Graduation Posy', 'Charm Bear Keyring', 'Classic Degree Frame'].map(named),
  )
  frame = stocks[3]!
  timber = await named('Premium Timber Frame')
  kiosk = await TestClient.loggedIn(server.url, 'demo')
})
afterAll(async () => {
  await server?.close()
})

const ok = async <T>(answer: Promise<{ status: number; text: string; body: T }>, want = 200) => {
  const done = await answer
  if (done.status !== want) throw new Error(`answered ${done.status}: ${done.text}`)
  return done.body
}

/** The notes and coins of an amount, largest first, as a count at the close would find them. */
function countOf(cents: number): Record<string, number> {
  const counts: Record<string, number> = {}
  let left = cents
  for (const piece of DENOMINATIONS) {
    counts[denominationKey(piece)] = Math.floor(left / piece)
    left %= piece
  }
  return counts
}

/** One day: a ceremony of its own, and the kiosk's drawer open with the float. */
async function runDay(steps: Step[]) {
  const [ceremony] = await server.db
    .insert(ceremonies)
    .values({ universityId: demoId, date: isoDay(), name: `Model day ${Date.now()}` })
    .returning({ id: ceremonies.id })
  const ceremonyId = ceremony!.id
  // A day that failed before its count leaves its drawer open: count it, so the next day (and
  // fast-check's smaller retries of the failing one) start as every day does.
  const left = (await kiosk.get<{ drawer: Drawer | null }>('/demo/drawer')).body.drawer
  if (left) {
    const counts = countOf(Math.max(0, toCents(left.expected)))
    await ok(kiosk.post('/demo/drawer/close', { counts, pin: DEMO_PIN }))
  }
  await ok(kiosk.post('/demo/drawer/open', { float: FLOAT / 100 }), 201)
  const orders: ModelOrder[] = []
  let gross = 0
  let drawer = FLOAT
  const cashOnly = (p: Pay, cents: number) => (p === 'Cash' ? cents : 0)

  for (const s of steps) {
    if (s.kind === 'sell') {
      const lines = s.lines.map((i) => ({
        stock: stocks[i]!,
        colour: stocks[i] === frame ? colourOf(frame, 'Navy') : null,
      }))
      const type = s.pay === 'Cash' ? 'Order#Cash' : 'Order#Eftpos'
      const order = await ok<Order>(
        kiosk.post('/demo/orders', orderPayload(ceremonyId, lines, { type })),
        201,
      )
      const items = order.order_items.map((it) => ({
        id: it.id,
        cents: toCents(it.amount),
        frame: it.stock_id === frame.id,
        state: 'open' as const,
      }))
      const cents = items.reduce((sum, it) => sum + it.cents, 0)
      orders.push({
        id: order.id,
        pay: s.pay,
        pushed: false,
        cents,
        items,
        voided: false,
        touched: false,
      })
      gross += cents
      drawer += cashOnly(s.pay, cents)
    } else if (s.kind === 'upgrade') {
      const open = orders.flatMap((o) =>
        o.voided ? [] : o.items.filter((i) => i.frame && i.state === 'open').map((i) => ({ o, i })),
      )
      const chosen = open[s.pick % Math.max(open.length, 1)]
      if (!chosen) continue
      // An item is upgraded once its order is in the ordering system (it carries its line ids).
      if (!chosen.o.pushed) await ok(kiosk.post(`/demo/ges/orders/${chosen.o.id}`, {}))
      chosen.o.pushed = true
      const answer = await ok<{ upgraded: { id: number; amount: number } }>(
        kiosk.put('/demo/orderitem', {
          fromOrderItemID: chosen.i.id,
          toStock: { id: timber.id, colour: colourOf(timber, 'Navy') },
          type: s.pay,
          email: null,
        }),
      )
      const difference = toCents(timber.price) - toCents(frame.price)
      chosen.i.state = 'upgraded'
      chosen.o.touched = true
      chosen.o.items.push({
        id: answer.upgraded.id,
        cents: toCents(answer.upgraded.amount),
        frame: false,
        state: 'open',
      })
      gross += difference
      drawer += cashOnly(s.pay, difference)
    } else if (s.kind === 'void') {
      const order = orders[s.pick % Math.max(orders.length, 1)]
      if (!order) continue
      const answer = await kiosk.post(`/demo/orders/${order.id}/void`, {
        pin: DEMO_MANAGER_PIN,
        reason: 'Keyed by mistake.',
      })
      const allowed = !order.voided && !order.touched
      expect(answer.status, answer.text).toBe(allowed ? 200 : 409)
      if (!allowed) continue
      order.voided = true
      const back = order.items.filter((i) => i.state === 'open').reduce((n, i) => n + i.cents, 0)
      gross -= back
      drawer -= cashOnly(order.pay, back)
    } else if (s.kind === 'refund') {
      const open = orders.flatMap((o) =>
        o.voided ? [] : o.items.filter((i) => i.state === 'open').map((i) => ({ o, i })),
      )
      const chosen = open[s.pick % Math.max(open.length, 1)]
      if (!chosen) continue
      await ok(
        kiosk.post(`/demo/orderitems/${chosen.i.id}/refund`, {
          pin: DEMO_MANAGER_PIN,
          reason: 'Brought back.',
          type: s.pay,
        }),
      )
      chosen.i.state = 'refunded'
      chosen.o.touched = true
      gross -= chosen.i.cents
      drawer -= cashOnly(s.pay, chosen.i.cents)
    } else {
      if (s.out && s.cents > drawer) continue
      await ok(
        kiosk.post('/demo/drawer/movements', {
          type: s.out ? 'out' : 'in',
          amount: s.cents / 100,
          reason: s.out ? 'Change for the other kiosk' : 'Coins from the bank',
        }),
        201,
      )
      drawer += s.out ? -s.cents : s.cents
    }
  }
  return { ceremonyId, gross, drawer }
}

describe('the takings of a random day', () => {
  it('equal the model in the report, its payments, the orders CSV and the drawer', async () => {
    const manager = await TestClient.loggedIn(server.url, 'demo')
    await ok(manager.post('/demo/checkpin', { pin: DEMO_MANAGER_PIN }))
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const day = await runDay(steps)
        const report = await ok<{
          totals: { gross: number }
          by_payment: { amount: number }[]
        }>(manager.get(`/demo/reports/takings?ceremony=${day.ceremonyId}`))
        expect(toCents(report.totals.gross)).toBe(day.gross)
        expect(report.by_payment.reduce((sum, p) => sum + toCents(p.amount), 0)).toBe(day.gross)
        const csv = await manager.get(`/demo/reports/orders.csv?ceremony=${day.ceremonyId}`)
        const rows = parse(csv.text, { bom: true, columns: true }) as { amount: string }[]
        expect(rows.reduce((sum, r) => sum + toCents(r.amount), 0)).toBe(day.gross)
        const drawer = (await kiosk.get<{ drawer: Drawer | null }>('/demo/drawer')).body.drawer
        expect(toCents(drawer!.expected)).toBe(day.drawer)
        // The night's count finds what the model says is there: no variance.
        const closed = await ok<Drawer>(
          kiosk.post('/demo/drawer/close', { counts: countOf(day.drawer), pin: DEMO_PIN }),
        )
        expect(toCents(closed.variance!)).toBe(0)
      }),
      { numRuns: RUNS },
    )
  })
})
