/**
 * `npm run bench:faults -- [--orders 200] [--outage-seconds 180] [--slow 1100]`: the fault
 * drills, as figures rather than pass/fail. The real app on a loopback port over a fresh
 * embedded database (or TEST_DATABASE_URL's PostgreSQL), with production timings:
 *  1. the ordering system (a GES stub on loopback) down while kiosks push `orders` sales, long
 *     enough for the outbox's back-off to reach its 60 s cap (where a 15-minute outage leaves
 *     it), then back: time until every order is delivered, and how many times GES took each;
 *  2. `slow` clients sending a body a byte a second while a kiosk logs in and saves a sale.
 */
import { parseArgs } from 'node:util'
import { inArray } from 'drizzle-orm'
import { outbox } from '../server/db/schema'
import { TestClient } from '../server/test/client'
import { stockNamed } from '../server/test/stockFixtures'
import { saveStageOrder } from '../server/test/testSales'
import { startGes } from '../server/test/gesServer'
import { startServer } from '../server/test/harness'
import { slowClients } from './slowClients'
import { ms, percentile, printTable, type Figure } from './table'

const { values: options } = parseArgs({
  options: {
    orders: { type: 'string', default: '200' },
    'outage-seconds': { type: 'string', default: '180' },
    slow: { type: 'string', default: '1100' },
  },
})
const ORDERS = Number(options.orders)
const OUTAGE_MS = Number(options['outage-seconds']) * 1000
const SLOW = Number(options.slow)
const figures: Figure[] = []
const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait))

// 1. The ordering system down, then back.
const ges = await startGes()
let down = true
/** One reference per idempotency key, as an ordering system that keeps its word answers. */
const references = new Map<string, string>()
ges.behave((request) => {
  if (down) return { status: 503, body: 'down for maintenance' }
  const key = request.idempotencyKey ?? ''
  const reference = references.get(key) ?? `G-${references.size + 1}`
  references.set(key, reference)
  return { status: 200, body: { reference } }
})
const server = await startServer({ gesUrl: ges.url })
const bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
const kiosks = await Promise.all(
  Array.from({ length: 8 }, () => TestClient.loggedIn(server.url, 'demo')),
)
const ids: number[] = []
const pushTimes: number[] = []
const outageStarted = Date.now()
let sold = 0
await Promise.all(
  kiosks.map(async (kiosk) => {
    while (sold++ < ORDERS) {
      const { id } = await saveStageOrder(kiosk, server, 'demo', [{ stock: bear }])
      ids.push(id)
      const started = performance.now()
      const pushed = await kiosk.post(`/demo/ges/orders/${id}`, {})
      pushTimes.push(performance.now() - started)
      if (pushed.status !== 200) throw new Error(`push answered ${pushed.status}: ${pushed.text}`)
    }
  }),
)
console.log(`${ids.length} orders saved and pushed during the outage; waiting it out`)
await sleep(Math.max(0, OUTAGE_MS - (Date.now() - outageStarted)))
const failedCalls = ges.requests.length
down = false
const recovered = Date.now()
const pending = async () =>
  (await server.db.select().from(outbox).where(inArray(outbox.orderId, ids))).filter(
    (row) => row.status !== 'delivered',
  ).length
while ((await pending()) > 0 && Date.now() - recovered < 600_000) await sleep(250)
const catchUpMs = Date.now() - recovered
const left = await pending()
const accepted = ids.map((id) => ges.requestsFor(id).filter((r) => r.status === 200).length)
const once = accepted.filter((n) => n === 1).length
figures.push(
  {
    measure: `kiosk push during the GES outage, p50 / max of ${pushTimes.length}`,
    value: `${ms(percentile(pushTimes, 50))} / ${ms(Math.max(...pushTimes))}`,
    target: '≤ 3 s',
  },
  {
    measure: `${ids.length} orders pending after a ${OUTAGE_MS / 1000} s outage: all delivered after recovery in`,
    value: left
      ? `${left} still pending after ${ms(catchUpMs)}`
      : `${(catchUpMs / 1000).toFixed(1)} s`,
    target: '≤ 120 s',
    baseline: `${failedCalls} refused calls during the outage`,
  },
  {
    measure: 'orders GES took exactly once (its 200 answers per order)',
    value: `${once} of ${ids.length}${Math.max(...accepted) > 1 ? `, max ${Math.max(...accepted)}` : ''}`,
    target: `${ids.length} of ${ids.length}`,
  },
)
await server.close()
await ges.close()

// 2. Slow clients holding sockets while a kiosk works.
const limited = await startServer()
const slow = slowClients(Number(new URL(limited.url).port), SLOW)
await slow.connected
const connectedAt = performance.now()
const stock = await stockNamed(limited.db, 'demo', 'Graduation Bear')

/** A kiosk logging in and saving a sale beside the slow clients: how long, or why it failed. */
async function kioskBeside() {
  const started = performance.now()
  const when = `${((started - connectedAt) / 1000).toFixed(0)} s after they connected`
  let loginMs = 0
  let outcome = 'saved'
  try {
    const kiosk = await TestClient.loggedIn(limited.url, 'demo')
    loginMs = performance.now() - started
    await saveStageOrder(kiosk, limited, 'demo', [{ stock }])
  } catch (error) {
    outcome = `failed: ${(error as Error).message}`
  }
  const total = performance.now() - started
  figures.push({
    measure: `${SLOW} slow-body clients (${slow.open()} open), ${when}: a kiosk logs in and saves`,
    value: outcome === 'saved' ? `saved in ${ms(total)} (login ${ms(loginMs)})` : outcome,
    target: 'saved',
  })
}
// Just after they connected (the server is still reading 1,100 requests' headers), then once
// they only drip.
await sleep(2000)
await kioskBeside()
await sleep(13_000)
await kioskBeside()
const lifetimes = await slow.closed
figures.push({
  measure: 'slow clients cut off after (min / max)',
  value: `${(Math.min(...lifetimes) / 1000).toFixed(1)} s / ${(Math.max(...lifetimes) / 1000).toFixed(1)} s`,
  target: 'REQUEST_TIMEOUT (30 s)',
})
await limited.close()

printTable(`Faults (${limited.driver})`, figures)
process.exit(0)
