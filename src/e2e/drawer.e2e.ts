import type { Page } from '@playwright/test'
import dayjs from 'dayjs'
import { DEMO, expect, login, test } from './support/kiosk'
import { enterPin } from './support/pinPad'

/** The cash drawer in Chromium: open, sell for cash, take cash out, count, close, then the Z report. */

const MANAGER_PIN = '2468'

/** A $35 bear paid with a $50 note: $15 change goes back out of the drawer. */
async function sellBearForCash(page: Page) {
  await page.getByRole('button', { name: 'POS' }).click()
  await page.getByRole('button', { name: /^Graduation Bear, \$/ }).click()
  await page.getByRole('button', { name: 'Check out' }).click()
  await page.getByRole('button', { name: 'Check out without customer' }).click()
  await page.getByRole('combobox', { name: 'Ceremony' }).click()
  await page.getByRole('option').first().click()
  await page.getByRole('button', { name: 'Cash' }).click()
  const tender = page.getByRole('region', { name: 'Cash tendered' })
  await tender.getByRole('button', { name: '$50.00' }).click()
  await expect(tender.getByLabel('Change due')).toHaveText('$15.00')
  await tender.getByRole('button', { name: 'Continue' }).click()
  await enterPin(page, DEMO.pin)
  await page
    .getByRole('dialog', { name: 'Send Digital Receipt?' })
    .getByRole('button', { name: 'No' })
    .click()
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
  await page.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('button', { name: 'Menu' }).click()
}

const expectedRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Expected cash' }).getByRole('row', { name })

test('a day at the drawer: a $200 float, a cash sale, $20 out, counted balanced, in the Z report', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await login(page)
  let kiosk = ''

  await test.step('open the drawer with a $200 float', async () => {
    await page.getByRole('button', { name: 'Cash drawer' }).click()
    await expect(page.getByRole('heading', { name: 'Open the cash drawer' })).toBeVisible()
    for (const key of '200') await page.getByRole('button', { name: key, exact: true }).click()
    await page.getByRole('button', { name: 'Open the drawer' }).click()
    await expect(page.getByRole('heading', { name: 'Drawer open · float $200.00' })).toBeVisible()
    kiosk = /Kiosk (\S+) ·/.exec((await page.getByText(/^Kiosk /).textContent())!)![1]!
    await page.getByRole('button', { name: 'Back to the menu' }).click()
  })

  await test.step('a cash sale with change', async () => {
    await sellBearForCash(page)
    await page.getByRole('button', { name: 'Cash drawer' }).click()
    await expect(expectedRow(page, 'Cash sales $50.00')).toBeVisible()
    await expect(expectedRow(page, 'Change given -$15.00')).toBeVisible()
    await expect(expectedRow(page, 'Expected cash so far $235.00')).toBeVisible()
  })

  await test.step('$20 out, with its reason', async () => {
    await page.getByRole('button', { name: 'Cash out' }).click()
    const out = page.getByRole('dialog', { name: 'Cash out' })
    await out.getByRole('button', { name: 'Take out' }).click()
    await expect(out.getByText('Please write why the cash goes in or out.')).toBeVisible()
    for (const key of '20') await out.getByRole('button', { name: key, exact: true }).click()
    await out.getByRole('textbox', { name: /Reason/ }).fill('Change for the bar')
    await out.getByRole('button', { name: 'Take out' }).click()
    await expect(out).toBeHidden()
    await expect(
      page.getByRole('table', { name: 'Cash in and out' }).getByRole('row', {
        name: /Change for the bar/,
      }),
    ).toBeVisible()
    await expect(expectedRow(page, 'Expected cash so far $215.00')).toBeVisible()
  })

  await test.step('count $215 and close with the PIN: balanced', async () => {
    await page.getByRole('button', { name: 'Count and close' }).click()
    const count = page.getByRole('dialog', { name: 'Count the drawer' })
    await count.getByLabel('$100 notes', { exact: true }).fill('2')
    await count.getByLabel('$10 notes', { exact: true }).fill('1')
    await count.getByLabel('$5 notes', { exact: true }).fill('1')
    await expect(count.getByLabel('Counted total')).toHaveText('$215.00')
    await count.getByRole('button', { name: 'Count done' }).click()
    await enterPin(page, DEMO.pin)
    await expect(page.getByRole('heading', { name: 'Drawer closed' })).toBeVisible()
    const result = page.getByRole('table', { name: 'Drawer count' })
    await expect(result.getByRole('row', { name: 'Expected $215.00' })).toBeVisible()
    await expect(result.getByRole('row', { name: 'Counted $215.00' })).toBeVisible()
    await expect(result.getByRole('row', { name: 'Variance $0.00' })).toBeVisible()
    await expect(page.getByRole('status', { name: 'Result' })).toHaveText('balanced')
    await page.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByRole('heading', { name: 'Open the cash drawer' })).toBeVisible()
  })

  await test.step("the manager's report lists the drawer in the Z report", async () => {
    await page.getByRole('button', { name: 'Back to the menu' }).click()
    await page.getByRole('link', { name: 'Report' }).click()
    await enterPin(page, MANAGER_PIN)
    await expect(page.getByRole('dialog', { name: 'Staff Pin Number' })).toBeHidden()
    const today = dayjs().format('YYYY-MM-DD')
    await page.goto(`/demo/reports/pos?from=${today}&to=${today}`)
    const row = page
      .getByRole('table', { name: 'Cash drawers' })
      .getByRole('row', { name: new RegExp(kiosk) })
    await expect(row).toContainText('balanced')
    await page.getByRole('button', { name: 'Print close-out' }).click()
    const z = page.getByRole('table', { name: `Drawer · ${kiosk}` })
    for (const name of [
      'Opened by Demo Staff',
      'Float $200.00',
      'Cash out $20.00',
      'Expected $215.00',
      'Counted $215.00',
      'Variance balanced',
    ])
      await expect(z.getByRole('row', { name })).toBeVisible()
  })
})
