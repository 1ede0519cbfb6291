import type { Page } from '@playwright/test'
import { pairInBackOffice } from './support/backOfficePairing'
import { expect, login, query, test } from './support/kiosk'

/**
 * A manager pairs a kiosk with a card terminal in the back office, and the kiosk's next card
 * payment goes to that terminal. At the Demo University, whose simulator approves (the card
 * terminal's own file changes Northbridge's).
 */
test('a manager pairs a kiosk with the simulator in the back office, and the kiosk takes a card on it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const label = `Counter ${Date.now().toString(36)} terminal`
  let code = ''

  await test.step('the kiosk signs in; its code is what it shows for pairing', async () => {
    await login(page, 'Demo University')
    const answer = await page.request.get('/demo/terminal', {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    })
    expect(answer.status()).toBe(200)
    code = ((await answer.json()) as { kiosk_code: string }).kiosk_code
    expect(code).toMatch(/^K-[0-9A-F]{6}$/)
  })

  let office!: Page
  await test.step('a manager pairs that kiosk in the back office', async () => {
    office = await pairInBackOffice(browser, { code, label, typed: code.toLowerCase() })
    const row = office
      .getByRole('table', { name: 'Card terminals' })
      .getByRole('row')
      .filter({ hasText: code })
    await expect(row).toContainText(label)
    await expect(row).toContainText('Demo Manager')
  })

  await test.step('the kiosk takes a card payment, on the terminal the manager paired', async () => {
    await page.getByRole('button', { name: 'Stage' }).click()
    await page.getByRole('list', { name: 'Ceremonies' }).getByRole('button').first().click()
    await page.getByRole('button', { name: /^Charm Bear Keyring, \$/ }).click()
    await page.getByRole('button', { name: 'Check out' }).click()
    await page.getByRole('button', { name: 'EFTPOS' }).click()
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
    const id = Number(await page.getByLabel('Order number').textContent()) - 546674
    const attempts = await query<{ state: string; label: string; type: string }>(
      `SELECT a.state, t.label, o.type FROM terminal_attempts a
         JOIN terminals t ON t.id = a.terminal_id JOIN orders o ON o.id = a.order_id
        WHERE a.order_id = ${id}`,
    )
    expect(attempts).toEqual([{ state: 'approved', label, type: 'Order#Eftpos' }])
  })
  await office.context().close()
})
