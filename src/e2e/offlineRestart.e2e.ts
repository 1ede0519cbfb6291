import { expect, test } from '@playwright/test'
import { expectThreeOrders } from './support/offlineOrders'
import {
  networkStatus,
  openStore,
  sellThreeOffline,
  waitUntilInstalled,
} from './support/offlineSales'
import { OwnKiosk } from './support/ownKiosk'
import { login } from './support/kiosk'

/**
 * The server dies while a kiosk sends the sales it made offline, and comes back on the same port
 * and data. Killed after it saved the first sale but before the kiosk heard so, the kiosk sends
 * that sale again: the Idempotency-Key makes it the same order, none is lost.
 */

let kiosk: OwnKiosk

// Starting (and restarting) a server of its own takes a while on a busy machine.
test.setTimeout(240_000)

test.beforeAll(async () => {
  test.setTimeout(120_000)
  kiosk = await OwnKiosk.create()
  await kiosk.start()
})

test.afterAll(async () => {
  await kiosk?.dispose()
})

test('three sales made offline are three orders though the server is killed and restarted during the sync', async ({
  page,
  context,
}) => {
  await login(page, 'Demo University', kiosk.baseUrl)
  await openStore(page)
  await waitUntilInstalled(page)
  const numbers = await sellThreeOffline(page, context)

  // The first save reaches the server, which is killed (kill -9) before its answer is passed on.
  const orders = `${kiosk.baseUrl}/demo/orders`
  let saves = 0
  let killed!: () => void
  const firstSaveKilled = new Promise<void>((resolve) => (killed = resolve))
  await context.route(orders, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    saves += 1
    if (saves > 1) return route.fallback()
    const answer = await route.fetch()
    expect(answer.ok()).toBe(true)
    await kiosk.stop('SIGKILL')
    await route.abort('connectionreset')
    killed()
  })
  await context.setOffline(false)
  await firstSaveKilled
  await expect(networkStatus(page)).toContainText('3 sales waiting to send')

  await kiosk.start()
  // The kiosk tries again on its own (back-off), and sends all three.
  await expect(networkStatus(page)).toHaveText('Online', { timeout: 120_000 })
  expect(saves).toBeGreaterThanOrEqual(4)

  await kiosk.stop()
  await expectThreeOrders((text) => kiosk.query(text), numbers)
  const offlineOrders = await kiosk.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders WHERE offline_number IS NOT NULL',
  )
  expect(offlineOrders).toEqual([{ n: 3 }])
})
