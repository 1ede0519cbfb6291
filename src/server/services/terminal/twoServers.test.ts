import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stock } from '../../../domain/contract/stock'
import { TestClient } from '../../test/client'
import { startServer, type TestServer } from '../../test/harness'
import { managerClient } from '../../test/managers'
import { stockNamed } from '../../test/stockFixtures'
import { attemptOf, cardSale, ordersPaidBy, pay, setNext } from '../../test/terminal'
import { recoverAttempts } from './recovery'

/**
 * Two server processes on one PostgreSQL, each with its recovery job: attempts are claimed with
 * FOR UPDATE SKIP LOCKED, so each is asked about by one of them, and each approval is saved once.
 * Runs when TEST_DATABASE_URL names a PostgreSQL server.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two servers on one PostgreSQL', () => {
  let first: TestServer
  let second: TestServer
  let bear: Stock

  beforeAll(async () => {
    first = await startServer()
    second = await startServer({ shareDatabaseWith: first, ownPool: true })
    bear = await stockNamed(first.db, 'demo', 'Graduation Bear')
  }, 180_000)
  afterAll(async () => {
    await second?.close()
    await first?.close()
  })

  it('claim each quiet attempt once and save each approval once', async () => {
    const manager = await managerClient(first.url, 'demo')
    const kiosk = await TestClient.loggedIn(first.url, 'demo')
    await setNext(manager, 'demo', 'offline')
    const ids: string[] = []
    for (let i = 0; i < 12; i++) {
      const sent = await pay(kiosk, 'demo', {
        purpose: 'sale',
        sale: await cardSale(first.db, 'demo', [{ stock: bear }]),
      })
      ids.push(sent.body.id)
    }
    await setNext(manager, 'demo', 'approve')
    // Both servers' jobs run at once, and again, until every attempt is settled.
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      await Promise.all([recoverAttempts(first.app.terminal), recoverAttempts(second.app.terminal)])
      const rows = await Promise.all(ids.map((id) => attemptOf(first.db, id)))
      if (rows.every((row) => row.resolvedAt)) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    for (const id of ids) {
      expect(await attemptOf(first.db, id)).toMatchObject({ state: 'approved' })
      expect(await ordersPaidBy(first.db, id), id).toBe(1)
    }
  }, 120_000)
})
