/**
 * `npm run bench`: figures, not pass/fail. Starts the real server on a loopback port over a fresh
 * embedded database (or BENCH_DATABASE_URL), adds synthetic orders, and measures the calls a busy
 * counter makes with autocannon.
 */
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { seedDemo } from '../server/db/seed'
import { sourcePages } from '../server/pages/render'

const SYNTHETIC_ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000)
const DURATION = Number(process.env.BENCH_SECONDS ?? 5)

const started = Date.now()
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL ?? null,
  dataDir: null,
})
const openedMs = Date.now() - started
await seedDemo(database.db)
const seedStart = Date.now()
await database.db.execute(
  sql.raw(`
  INSERT INTO orders (university_id, customer_id, ceremony_id, type, date, name, lastname, phone, email, amount, paid, is_pos_order, json)
  SELECT 1, NULL, 1, 'Order#Cash', current_date, 'Guest' || g, 'Family' || (g % 997), '04' || lpad((g % 100000000)::text, 8, '0'),
         'guest' || g || '@example.test', 35.00, 35.00, g % 2 = 0, '{}'::jsonb
  FROM generate_series(1, ${SYNTHETIC_ORDERS}) AS g`),
)
await database.db.execute(
  sql.raw(`
  INSERT INTO order_items (order_id, university_id, stock_id, name, type, qty, amount, status)
  SELECT id, 1, 1, 'Graduation Bear', 'OrderItem#Bear', 1, 35.00, 'Open' FROM orders WHERE name LIKE 'Guest%'`),
)
const seedMs = Date.now() - seedStart

const config = { ...loadConfig(), port: 0, logLevel: 'error' }
const app = await buildApp({ config, database, pages: sourcePages(), logger: false })
const base = await app.listen({ port: 0, host: '127.0.0.1' })

// A logged-in staff session, as a kiosk has.
let cookie = ''
const remember = (response: Response) => {
  const set = response.headers.get('set-cookie')
  if (set) cookie = set.split(';')[0]!
}
let response = await fetch(`${base}/demo/csrf`)
remember(response)
const { token: guestToken } = (await response.json()) as { token: string }
response = await fetch(`${base}/demo/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': guestToken },
  body: JSON.stringify({ email: 'staff@demo.example', password: 'demo-pass' }),
})
remember(response)
response = await fetch(`${base}/demo/csrf`, { headers: { cookie } })
const { token } = (await response.json()) as { token: string }
const ceremonies = (await (
  await fetch(`${base}/demo/ceremonies`, { headers: { cookie } })
).json()) as { id: number }[]
const headers = { cookie, 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest' }

interface Row {
  name: string
  result: autocannon.Result
}
const rows: Row[] = []

async function measure(name: string, options: autocannon.Options) {
  const result = await autocannon({ connections: 20, duration: DURATION, headers, ...options })
  rows.push({ name, result })
}

await measure('GET stocks (catalogue)', { url: `${base}/demo/stocks` })
await measure('GET orders?orderid (one order)', { url: `${base}/demo/orders?orderid=0000546675` })
await measure(`GET orders?name=… (substring over ${SYNTHETIC_ORDERS} orders)`, {
  url: `${base}/demo/orders?name=family99`,
})
await measure('GET orders?phone=… (substring)', { url: `${base}/demo/orders?phone=12345` })
let key = 0
await measure('POST orders (stage sale, new Idempotency-Key each)', {
  url: `${base}/demo/orders`,
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify({
    type: 'Order#Eftpos',
    mode: 'stage',
    customer_id: 0,
    ceremony_id: ceremonies[0]!.id,
    name: '',
    lastname: '',
    countrycode: '61',
    phone: '',
    email: '',
    amount: 35,
    paid: 35,
    stocks: [{ id: 1, qty: 1 }],
  }),
  requests: [
    {
      setupRequest(request) {
        return {
          ...request,
          headers: { ...request.headers, 'idempotency-key': `bench-${process.pid}-${++key}` },
        }
      },
    },
  ],
})

const errors = (r: autocannon.Result) => r.errors + r.non2xx
console.log(`\nCeremony POS benchmark (${database.driver}, ${DURATION}s per call, 20 connections)`)
console.log(
  `database open+migrate ${openedMs} ms; ${SYNTHETIC_ORDERS} synthetic orders inserted in ${seedMs} ms\n`,
)
console.log(
  [
    'call'.padEnd(62),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(8),
  ].join(''),
)
for (const { name, result } of rows) {
  console.log(
    [
      name.padEnd(62),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(errors(result)).padStart(8),
    ].join(''),
  )
}
const saved = await database.db.execute(
  sql.raw("SELECT count(*)::int AS n FROM orders WHERE json->>'mode' = 'stage'"),
)
console.log(`\nstage orders saved: ${(saved as unknown as { rows: { n: number }[] }).rows[0]!.n}`)

await app.close()
await database.close()
