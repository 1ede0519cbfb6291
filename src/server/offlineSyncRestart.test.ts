import 'fake-indexeddb/auto'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import type { Ceremony } from '../domain/contract/ceremony'
import type { Order } from '../domain/contract/order'
import type { Stock } from '../domain/contract/stock'
import { ApiError } from '../client/transport/apiError'
import { pinSealer } from '../client/offline/pinSeal'
import { enqueueSale, nextProvisionalNumber, queuedSales } from '../client/offline/queue'
import { drainQueue, type SyncDeps } from '../client/offline/sync'
import { like } from 'drizzle-orm'
import { openDatabase } from './db/client'
import { orders } from './db/schema'
import { TestClient } from './test/client'
import { cleanEnv, clientDir, demoDataIn, serve, serving } from './test/processes'

const SALES = 20
let dir = ''
const children: ChildProcess[] = []
const exits: Promise<unknown>[] = []

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** The real server (main.ts) on its own data folder; answers its address. */
async function start(env: NodeJS.ProcessEnv): Promise<string> {
  const child = serve(env)
  children.push(child)
  exits.push(new Promise((done) => child.on('close', done)))
  return serving(child)
}

/** kill -9 of the process that holds the database, as its lock names it. */
function killServer(dataDir: string) {
  const owner = JSON.parse(readFileSync(path.join(dataDir, 'lock-owner.json'), 'utf8')) as {
    pid: number
  }
  process.kill(owner.pid, 'SIGKILL')
}

describe('a kiosk sending its offline queue while the server is killed and restarted', () => {
  it('every queued sale is one order, none lost, none twice', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pos-offline-'))
    const dataDir = path.join(dir, 'data')
    await demoDataIn(dataDir)
    const env = cleanEnv({ DATA_DIR: dataDir, PORT: '0', CLIENT_DIR: await clientDir() })
    const base = await start(env)
    const port = new URL(base).port
    const client = await TestClient.loggedIn(base, 'demo')
    const { boot } = await client.page('/demo/pos')
    const seal = await pinSealer(boot!.offlineKey!)
    const [ceremony] = (await client.get<Ceremony[]>('/demo/ceremonies')).body
    const bear = (await client.get<Stock[]>('/demo/stocks')).body.find(
      (stock) => stock.name === 'Graduation Bear',
    )!

    // Sold while the network was out: twenty express sales, each with its PIN sealed.
    for (let i = 0; i < SALES; i++) {
      const number = await nextProvisionalNumber()
      await enqueueSale(
        {
          key: `restart-${process.pid}-${i}`,
          tenant: 'demo',
          payload: {
            type: 'Order#Eftpos',
            mode: 'normal',
            customer_id: 0,
            ceremony_id: ceremony!.id,
            name: '',
            lastname: '',
            countrycode: '61',
            phone: '',
            email: '',
            amount: 35,
            paid: 35,
            stocks: [{ id: bear.id, qty: 1 }],
            offline: { number, sold_at: new Date().toISOString(), pin: await seal('1234') },
          },
          receiptEmail: null,
          summary: { customer: 'Express', totalCents: 3500, items: 1 },
        },
        number,
      )
    }

    let sends = 0
    const deps: SyncDeps = {
      async save(sale) {
        sends += 1
        // The server dies as the eighth sale is on its way: its answer may never come back.
        if (sends === 8) setTimeout(() => killServer(dataDir), 5)
        let answer
        try {
          answer = await client.post<Order>('/demo/orders', sale.payload, {
            headers: { 'idempotency-key': sale.key },
          })
        } catch {
          throw new ApiError(0, 'The server could not be reached.')
        }
        if (answer.status !== 201) throw new ApiError(answer.status, answer.text, undefined, true)
        return answer.body
      },
      afterSave: async () => undefined,
    }

    const first = await drainQueue('demo', deps)
    expect(first.stopped).toBe('unreachable')
    expect((await queuedSales('demo')).length).toBeGreaterThan(0)

    // The server comes back on the same address and data; the session is in the database.
    await start({ ...env, PORT: port })
    const second = await drainQueue('demo', deps)
    expect(second.stopped).toBeNull()
    expect(await queuedSales('demo')).toEqual([])

    const sent = [...first.sent, ...second.sent]
    expect(new Set(sent.map((s) => s.order.id)).size).toBe(SALES)

    // What the database holds, read once the server has stopped: each sale exactly once.
    const kiosk = sent[0]!.sale.number.split('-')[0]!
    killServer(dataDir)
    await Promise.all(exits)
    const database = await openDatabase({ databaseUrl: null, dataDir })
    try {
      const rows = await database.db
        .select({ number: orders.offlineNumber, operator: orders.posOperator })
        .from(orders)
        .where(like(orders.offlineNumber, `${kiosk}-%`))
      expect(rows).toHaveLength(SALES)
      expect(new Set(rows.map((row) => row.number)).size).toBe(SALES)
      expect(rows.every((row) => row.operator > 0)).toBe(true)
    } finally {
      await database.close()
    }
  }, 600_000)
})
