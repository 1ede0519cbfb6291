import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { OrderPayload } from '../../../domain/contract/requests'
import { openDatabase, type Database } from '../../db/client'
import { terminalAttempts } from '../../db/schema'
import { seedDemo } from '../../demo/seed'
import { TestClient } from '../../test/client'
import { freshDatabase } from '../../test/freshDatabase'
import { managerClient } from '../../test/managers'
import { cleanEnv, clientDir, demoDataIn, serve, serving } from '../../test/processes'
import { stockNamed } from '../../test/stockFixtures'
import { cardSale, ordersPaidBy, pay, pollUntil, setNext, settled } from '../../test/terminal'

/**
 * kill -9 of the server after the terminal approved a payment and before the server heard of it
 * (lose-response: the answer never comes; the recovery job would have asked a few seconds later).
 * After a restart the recovery job asks the terminal at start-up and saves the order, once.
 */
let dir = ''
let databaseUrl: string | null = null
let drop = async () => {}
let env: NodeJS.ProcessEnv
let sale: OrderPayload

const open = (): Promise<Database> =>
  openDatabase({ databaseUrl, dataDir: path.join(dir, 'data'), holder: 'a test' })

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pos-terminal-kill9-'))
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
  const bear = await stockNamed(database.db, 'demo', 'Graduation Bear')
  sale = await cardSale(database.db, 'demo', [{ stock: bear }])
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

function moved(client: TestClient, url: string): TestClient {
  const next = new TestClient(url)
  for (const [name, cookie] of client.cookies) next.cookies.set(name, cookie)
  next.csrfToken = client.csrfToken
  return next
}

describe('kill -9 of the server mid-payment (real processes)', () => {
  it('saves the order exactly once after a restart', async () => {
    const first = await start()
    const manager = await managerClient(first.url, 'demo')
    const kiosk = await TestClient.loggedIn(first.url, 'demo')
    expect((await setNext(manager, 'demo', 'lose-response')).status).toBe(204)
    const sent = await pay(kiosk, 'demo', { purpose: 'sale', sale })
    expect(sent.status).toBe(201)
    // The terminal approves after 0.7 s; the recovery job would ask after 3 s: kill in between.
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    process.kill(-first.child.pid!, 'SIGKILL')
    await first.closed

    const second = await start()
    const done = await pollUntil(moved(kiosk, second.url), 'demo', sent.body.id, settled)
    expect(done.state).toBe('approved')
    expect(done.order).not.toBeNull()
    process.kill(-second.child.pid!, 'SIGTERM')
    await second.closed

    const database = await open()
    try {
      expect(await ordersPaidBy(database.db, sent.body.id)).toBe(1)
      const [row] = await database.db
        .select()
        .from(terminalAttempts)
        .where(eq(terminalAttempts.id, sent.body.id))
      expect(row).toMatchObject({ state: 'approved', orderId: done.order!.id, needsRefund: false })
    } finally {
      await database.close()
    }
  }, 600_000)
})
