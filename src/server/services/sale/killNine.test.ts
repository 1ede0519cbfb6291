import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gt, max } from 'drizzle-orm'
import type { Stock } from '../../../domain/contract/stock'
import { openDatabase, type Database } from '../../db/client'
import { orders } from '../../db/schema'
import { seedDemo } from '../../demo/seed'
import { TestClient } from '../../test/client'
import { ceremonyOf } from '../../test/fixtures'
import { orderPayload } from '../../test/orderPayload'
import { stockNamed } from '../../test/stockFixtures'
import { freshDatabase } from '../../test/freshDatabase'
import { cleanEnv, clientDir, demoDataIn, serve, serving } from '../../test/processes'

/**
 * kill -9 of the real server in the middle of a load of sales from several kiosks: every sale it
 * acknowledged is in the database after a restart, once, and a kiosk sending an unanswered sale
 * again with its Idempotency-Key never doubles it. On PostgreSQL when TEST_DATABASE_URL is set
 * (a database of its own), else on an embedded database in a DATA_DIR of its own.
 */
const KIOSKS = 6
/** Acknowledged sales before the kill, so it lands mid-load. */
const BEFORE_KILL = 60

let dir = ''
let databaseUrl: string | null = null
let drop = async () => {}
let env: NodeJS.ProcessEnv
let bear: Stock
let ceremonyId = 0
let baseline = 0

async function open(): Promise<Database> {
  return openDatabase({ databaseUrl, dataDir: path.join(dir, 'data'), holder: 'a test' })
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pos-kill9-'))
  let database: Database
  if (process.env.TEST_DATABASE_URL) {
    const owned = await freshDatabase()
    database = owned.database
    databaseUrl = owned.url
    drop = owned.drop
    await seedDemo(database.db)
  } else {
    const copied = await demoDataIn(path.join(dir, 'data'))
    database = await open()
    if (!copied) await seedDemo(database.db)
  }
  bear = await stockNamed(database.db, 'demo', 'Graduation Bear')
  ceremonyId = await ceremonyOf(database.db, 'demo')
  baseline = (await database.db.select({ id: max(orders.id) }).from(orders))[0]?.id ?? 0
  await database.close()
  env = cleanEnv({
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: databaseUrl ?? '',
    PORT: '0',
    CLIENT_DIR: await clientDir(),
  })
}, 180_000)
afterAll(async () => {
  await drop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function start(): Promise<{ child: ChildProcess; url: string; closed: Promise<unknown> }> {
  const child = serve(env, { detached: true })
  const closed = new Promise((resolve) => child.on('close', resolve))
  return { child, url: await serving(child), closed }
}

interface Outcome {
  /** Key → order id of every sale answered 2xx. */
  acked: Map<string, number>
  /** Keys sent whose answer never came (the server died under them). */
  unanswered: string[]
  /** Any other status, which should never happen. */
  refused: string[]
}

/** One kiosk selling bears as fast as the server answers, until a request gets no answer. */
async function sell(client: TestClient, kiosk: number, outcome: Outcome) {
  for (let n = 0; ; n++) {
    const key = `kill9-${kiosk}-${n}`
    try {
      const answer = await client.post(
        '/demo/orders',
        orderPayload(ceremonyId, [{ stock: bear }]),
        {
          headers: { 'idempotency-key': key },
        },
      )
      if (answer.status === 201) outcome.acked.set(key, answer.body.id as number)
      else outcome.refused.push(`${answer.status} ${answer.text}`)
    } catch {
      outcome.unanswered.push(key)
      return
    }
  }
}

describe('kill -9 under load (real processes)', () => {
  it('keeps every acknowledged sale exactly once, and a sale sent again with its key is not doubled', async () => {
    const first = await start()
    // The kiosks log in one after another, as a hall's do: six logins to one account at the same
    // instant meet the login bound and get a 429.
    const kiosks: TestClient[] = []
    for (let i = 0; i < KIOSKS; i++) kiosks.push(await TestClient.loggedIn(first.url, 'demo'))
    const outcome: Outcome = { acked: new Map(), unanswered: [], refused: [] }
    const selling = kiosks.map((client, i) => sell(client, i, outcome))
    const deadline = Date.now() + 120_000
    while (outcome.acked.size < BEFORE_KILL && Date.now() < deadline && !outcome.refused.length)
      await new Promise((resolve) => setTimeout(resolve, 20))
    process.kill(-first.child.pid!, 'SIGKILL')
    await Promise.all(selling)
    await first.closed
    expect(outcome.refused).toEqual([])
    expect(outcome.acked.size).toBeGreaterThanOrEqual(BEFORE_KILL)
    expect(outcome.unanswered).toHaveLength(KIOSKS)

    // The same kiosks (their sessions live in the database) send what went unanswered again,
    // and one acknowledged sale again, as a kiosk unsure of its answer would.
    const second = await start()
    const again = kiosks.map((client) => {
      const moved = new TestClient(second.url)
      for (const [name, cookie] of client.cookies) moved.cookies.set(name, cookie)
      moved.csrfToken = client.csrfToken
      return moved
    })
    const ids = new Map(outcome.acked)
    for (const key of outcome.unanswered) {
      const kiosk = Number(key.split('-')[1])
      const answer = await again[kiosk]!.post(
        '/demo/orders',
        orderPayload(ceremonyId, [{ stock: bear }]),
        { headers: { 'idempotency-key': key } },
      )
      expect(answer.status, answer.text).toBe(201)
      ids.set(key, answer.body.id as number)
    }
    const [someKey, someId] = [...outcome.acked][0]!
    const replay = await again[Number(someKey.split('-')[1])]!.post(
      '/demo/orders',
      orderPayload(ceremonyId, [{ stock: bear }]),
      { headers: { 'idempotency-key': someKey } },
    )
    expect(replay.status).toBe(201)
    expect(replay.body.id).toBe(someId)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    process.kill(-second.child.pid!, 'SIGTERM')
    await second.closed

    const database = await open()
    try {
      const rows = await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(gt(orders.id, baseline))
      const stored = rows.map((r) => r.id).sort((a, b) => a - b)
      // Every acknowledged sale is there; nothing else is, so nothing was saved twice.
      expect(stored).toEqual([...new Set(ids.values())].sort((a, b) => a - b))
      expect(stored).toHaveLength(ids.size)
    } finally {
      await database.close()
    }
  }, 600_000)
})
