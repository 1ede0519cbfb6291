import type { Page } from '@playwright/test'
import { DEMO, expect, login, query, test, waitForMail } from './support/kiosk'
import { expectThreeOrders, ordersNumbered as numbered } from './support/offlineOrders'
import {
  addProduct,
  chooseCeremony,
  confirmedOffline,
  enterPin,
  networkStatus,
  openStore,
  sellThreeOffline,
  waitUntilInstalled,
  waitingList,
} from './support/offlineSales'

// A kiosk keeps selling through a network cut, and every sale reaches the server once.

const ordersNumbered = (numbers: string[]) => numbered(query, numbers)

test.describe('selling through a network cut', () => {
  test('three sales made offline reach the server exactly once when the network is back', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000)
    // Opened online first, as a kiosk is at the start of the day: catalogue and ceremonies load.
    await login(page)
    await openStore(page)
    await waitUntilInstalled(page)
    const numbers = await sellThreeOffline(page, context)
    expect(await ordersNumbered(numbers)).toEqual([])

    // Reloaded while still offline, the kiosk opens at its menu with the three sales listed.
    await page.reload()
    const waiting = waitingList(page)
    for (const number of numbers) {
      await expect(waiting.getByRole('listitem', { name: `Sale ${number}` })).toBeVisible()
    }
    await expect(networkStatus(page)).toContainText('3 sales waiting to send')

    await context.setOffline(false)
    await expect(networkStatus(page)).toHaveText('Online', { timeout: 30_000 })
    await expectThreeOrders(query, numbers)
    // The receipt asked for offline follows the sale.
    const mail = await waitForMail((m) => m.to.includes('offline.parent@example.com'))
    expect(mail.text).toContain('Classic Degree Frame')
    // It carries the provisional number the customer was told, beside the order number.
    expect(numbers.some((number) => mail.text.includes(`Sold offline as: ${number}`))).toBe(true)
    await expect(waiting).toBeHidden()
  })
})

/** One express EFTPOS sale of a product, paid while offline; answers its provisional number. */
async function sellOneOffline(page: Page, product: string): Promise<string> {
  await addProduct(page, product)
  await page.getByRole('button', { name: 'Check out' }).click()
  await page.getByRole('button', { name: 'Check out without customer' }).click()
  await chooseCeremony(page)
  await page.getByRole('button', { name: 'EFTPOS' }).click()
  await enterPin(page, DEMO.pin)
  return confirmedOffline(page, null)
}

const VIDEO = 'Ceremony Video Download'
const setVideoPrice = (dollars: string) =>
  query(
    `UPDATE stocks SET price = ${dollars} WHERE name = '${VIDEO}'
       AND university_id = (SELECT id FROM universities WHERE slug = 'demo')`,
  )

test.describe('a sale made offline that the server refuses', () => {
  test('a price changed meanwhile: the menu shows the reason; one sale is taken at the new price, the other cancelled with a note', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000)
    await login(page)
    await openStore(page)
    await waitUntilInstalled(page)
    await context.setOffline(true)
    const accepted = await sellOneOffline(page, VIDEO)
    const cancelled = await sellOneOffline(page, VIDEO)
    try {
      await setVideoPrice('60.00')
      await page.getByRole('button', { name: 'Menu' }).click()
      await context.setOffline(false)

      const waiting = waitingList(page)
      const first = waiting.getByRole('listitem', { name: `Sale ${accepted}` })
      const second = waiting.getByRole('listitem', { name: `Sale ${cancelled}` })
      await expect(first.getByRole('alert')).toHaveText(
        'The amount does not match the current prices: the total is $60.00.',
        { timeout: 30_000 },
      )
      await expect(second.getByRole('alert')).toBeVisible()
      expect(await ordersNumbered([accepted, cancelled])).toEqual([])

      await first.getByRole('button', { name: 'Accept today’s prices' }).click()
      await expect(first).toBeHidden({ timeout: 30_000 })
      const [order] = await ordersNumbered([accepted])
      expect(order).toMatchObject({ amount: '60.00', type: 'Order#Eftpos' })

      await second.getByRole('button', { name: 'Cancel with a note' }).click()
      const prompt = page.getByRole('dialog', { name: 'Why is this sale cancelled?' })
      await prompt.getByRole('button', { name: 'OK' }).click()
      await expect(prompt.getByLabel('Note')).toHaveAccessibleDescription(
        'Please write why the sale is cancelled.',
      )
      await prompt.getByLabel('Note').fill('Refunded at the counter.')
      await prompt.getByRole('button', { name: 'OK' }).click()
      await expect(waiting).toBeHidden()
      expect(await ordersNumbered([cancelled])).toEqual([])
      const audit = await query<{ note: string }>(
        `SELECT details->>'note' AS note FROM audit_log
          WHERE action = 'offline.cancelled' AND subject = 'offline:${cancelled}'`,
      )
      expect(audit).toEqual([{ note: 'Refunded at the counter.' }])
    } finally {
      await setVideoPrice('55.00')
    }
  })
})
