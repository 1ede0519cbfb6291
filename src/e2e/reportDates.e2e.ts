import dayjs from 'dayjs'
import type { Page } from '@playwright/test'
import { expect, login, query, test } from './support/kiosk'
import { enterPin } from './support/pinPad'
import { sellToNoCustomer } from './support/counterSale'

/**
 * The report's date fields in a browser set to en-US: they show the university's DD/MM/YYYY,
 * not the browser's MM/DD/YYYY, and the range typed in them is the range the report shows.
 */
test.use({ locale: 'en-US' })

const MANAGER_PIN = '2468'
const CEREMONY = 'Report dates e2e ceremony'

/** A date field's date as it shows it (its input holds the text of its sections). */
const shown = (page: Page, label: 'From' | 'To') =>
  page.getByRole('group', { name: label }).locator('input')

/** Types a date into a date field, section by section as a person does: day, month, year. */
async function typeDate(page: Page, label: 'From' | 'To', day: dayjs.Dayjs) {
  const field = page.getByRole('group', { name: label })
  await field.getByRole('spinbutton', { name: 'Day' }).click()
  await page.keyboard.type(day.format('DDMMYYYY'))
  await expect(shown(page, label)).toHaveValue(day.format('DD/MM/YYYY'))
}

test('the report in an en-US browser shows and takes dates as DD/MM/YYYY, and filters by them', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await query(
    `INSERT INTO ceremonies (university_id, date, name)
     SELECT id, current_date, '${CEREMONY}' FROM universities WHERE slug = 'demo'`,
  )
  await login(page)
  expect(await page.evaluate(() => navigator.language)).toBe('en-US')
  await page.getByRole('button', { name: 'POS' }).click()
  const sold = await sellToNoCustomer(page, {
    products: ['Graduation Posy'],
    payment: 'EFTPOS',
    ceremony: CEREMONY,
  })
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('link', { name: 'Report' }).click()
  await enterPin(page, MANAGER_PIN)
  await expect(page.getByRole('dialog', { name: 'Staff Pin Number' })).toBeHidden()

  const today = dayjs()
  const tomorrow = today.add(1, 'day')
  const orders = page.getByRole('table', { name: 'Orders' })

  await test.step('tomorrow alone: no sales', async () => {
    await typeDate(page, 'From', tomorrow)
    await typeDate(page, 'To', tomorrow)
    await page.getByRole('button', { name: 'Show these days' }).click()
    await expect(page).toHaveURL(new RegExp(`from=${tomorrow.format('YYYY-MM-DD')}`))
    await expect(page.getByText('No sales in this scope yet.')).toBeVisible()
  })

  await test.step('today: the sale just made, and the fields still say DD/MM/YYYY', async () => {
    await typeDate(page, 'From', today)
    await typeDate(page, 'To', today)
    await page.getByRole('button', { name: 'Show these days' }).click()
    await expect(page).toHaveURL(new RegExp(`to=${today.format('YYYY-MM-DD')}`))
    await expect(orders.getByRole('link', { name: sold })).toBeVisible()
    await expect(shown(page, 'From')).toHaveValue(today.format('DD/MM/YYYY'))
    await expect(shown(page, 'To')).toHaveValue(today.format('DD/MM/YYYY'))
    await expect(page.getByRole('group', { name: 'From' })).toContainText(today.format('YYYY'))
  })
})
