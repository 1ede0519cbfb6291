import { expect, test as base } from '@playwright/test'
import { demoManagerEmail } from '../server/demo/demoLogins'
import { DEMO } from './support/kiosk'
import { startOwnServer, type OwnServer } from './support/ownServer'
import { enterPin } from './support/pinPad'

/*
 * Stock on hand from the back office to the takings report: a manager counts 1 bear, the kiosk
 * sells it, the card says "Sold out", selling again asks first and, confirmed, the report flags
 * it. A kiosk of this file's own, so no other file's sale meets the count.
 */
const MANAGER_PIN = '2468'

const test = base.extend<object, { own: OwnServer }>({
  own: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, provide) => {
      const server = await startOwnServer({})
      await provide(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ own }, provide) => provide(own.url),
})

test('a count of 1 sells once, then the card says Sold out, and a confirmed sale is flagged', async ({
  page,
}) => {
  test.setTimeout(180_000)
  let ceremony = ''

  await test.step('the manager counts 1 Graduation Bear in the back office', async () => {
    await page.goto('/demo/login')
    await page.getByLabel('Email').fill(demoManagerEmail('demo'))
    await page.getByLabel('Password').fill(DEMO.password)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('DEMO UNIVERSITY')
    await page.goto('/demo/admin#/catalogue')
    const bears = page.getByRole('table', { name: 'Bears & Charms' })
    await bears.getByRole('button', { name: 'Count Graduation Bear' }).click()
    const dialog = page.getByRole('dialog', { name: 'Count Graduation Bear' })
    await dialog.getByLabel('On hand').fill('1')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status')).toHaveText('Graduation Bear: 1 on hand.')
    await expect(bears.getByRole('row').filter({ hasText: 'Graduation Bear' })).toContainText('1')
  })

  const checkout = async () => {
    await page.getByRole('button', { name: 'Check out' }).click()
    await page.getByRole('button', { name: 'Check out without customer' }).click()
    await page.getByRole('combobox', { name: 'Ceremony' }).click()
    const option = page.getByRole('option').first()
    // Its name, as the report's list names it before the date ('Faculty of Arts Ceremony 1').
    ceremony = /^.*?Ceremony \d+/.exec((await option.textContent())!)![0]
    await option.click()
    await page.getByRole('button', { name: 'EFTPOS' }).click()
    await enterPin(page, DEMO.pin)
    await page
      .getByRole('dialog', { name: 'Send Digital Receipt?' })
      .getByRole('button', { name: 'No' })
      .click()
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
    await page.getByRole('button', { name: 'Done' }).click()
  }

  await test.step('the kiosk sells the one bear; its card then says Sold out', async () => {
    await page.goto('/demo/pos#/')
    await page.getByRole('button', { name: 'POS' }).click()
    await page.getByRole('button', { name: 'Graduation Bear, $35.00, 1 left' }).click()
    await checkout()
    await expect(
      page.getByRole('button', { name: 'Graduation Bear, $35.00, Sold out' }),
    ).toBeVisible()
  })

  await test.step('selling again asks first; confirmed, the sale goes through', async () => {
    await page.getByRole('button', { name: 'Graduation Bear, $35.00, Sold out' }).click()
    const ask = page.getByRole('dialog', { name: 'Sold out — sell anyway?' })
    await expect(ask).toContainText('It may be in a box under the counter.')
    await ask.getByRole('button', { name: 'Sell anyway' }).click()
    await expect(page.getByLabel('Quantity of Graduation Bear')).toHaveText('1')
    await checkout()
  })

  await test.step('the takings report flags the sale beyond the count', async () => {
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('link', { name: 'Report' }).click()
    await enterPin(page, MANAGER_PIN)
    await expect(page.getByRole('dialog', { name: 'Staff Pin Number' })).toBeHidden()
    await page.getByRole('combobox', { name: 'Ceremony' }).click()
    await page.getByRole('option', { name: new RegExp(`^${ceremony} · `) }).click()
    const beyond = page
      .getByRole('region', { name: 'Needs attention' })
      .getByRole('table', { name: 'Sales beyond the stock count' })
    await expect(beyond).toContainText('Graduation Bear: 1 sold, 0 counted')
    await expect(beyond).toContainText('Confirmed at the counter')
  })
})
