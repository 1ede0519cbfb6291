import type { Page } from '@playwright/test'
import { expect, login, query, test } from './support/kiosk'
import { expectThreeOrders } from './support/offlineOrders'
import {
  networkStatus,
  openStore,
  sellThreeOffline,
  waitUntilInstalled,
  waitingList,
} from './support/offlineSales'

/**
 * Two tabs of one kiosk (one browser profile, one IndexedDB queue) both see the network come back
 * at the same moment. One of them sends the queue (a Web Lock, sync.ts); the other sends nothing,
 * and both end showing no sale waiting.
 */

/** Counts the sales a tab sends to the server. */
function countSaves(page: Page) {
  const sent = { count: 0 }
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/demo\/orders$/.test(request.url())) sent.count += 1
  })
  return sent
}

test('two tabs of one kiosk draining the queue at once send each sale once', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  await login(page)
  await openStore(page)
  await waitUntilInstalled(page)
  const numbers = await sellThreeOffline(page, context)

  // A second tab of the kiosk, opened offline from its kept page, lists the same three sales.
  const other = await context.newPage()
  await other.goto(page.url().replace(/#.*$/, ''))
  for (const number of numbers) {
    await expect(waitingList(other).getByRole('listitem', { name: `Sale ${number}` })).toBeVisible()
  }
  await expect(networkStatus(other)).toContainText('3 sales waiting to send')
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(waitingList(page).getByRole('listitem')).toHaveCount(3)

  const sentByFirst = countSaves(page)
  const sentByOther = countSaves(other)
  // Both tabs get the 'online' event together.
  await context.setOffline(false)
  for (const tab of [page, other]) {
    await expect(networkStatus(tab)).toHaveText('Online', { timeout: 60_000 })
    await expect(waitingList(tab)).toBeHidden()
  }
  await expectThreeOrders(query, numbers)
  // One tab sent the three sales, the other none: not two drains saved by the Idempotency-Key.
  expect([sentByFirst.count, sentByOther.count].sort()).toEqual([0, 3])
})
