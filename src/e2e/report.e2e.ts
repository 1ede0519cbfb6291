import { readFile } from 'node:fs/promises'
import { parse } from 'csv-parse/sync'
import { DEMO, expect, login, query, test } from './support/kiosk'
import { enterPin } from './support/pinPad'
import { sellToNoCustomer } from './support/counterSale'

/** The takings report in Chromium: sell at the kiosk, then REPORT → PIN → the same takings. */

const MANAGER_PIN = '2468'
const CEREMONY = 'Report e2e ceremony'

test('a manager closes a ceremony: REPORT, PIN, the takings sold, the CSV and the Z-report', async ({
  page,
}) => {
  // Two sales and the report, a long walk for a busy 2-core machine.
  test.setTimeout(180_000)
  // A ceremony of this test's own, so sales made by other files running alongside never count.
  const [ceremony] = await query<{ id: number }>(
    `INSERT INTO ceremonies (university_id, date, name)
     SELECT id, current_date, '${CEREMONY}' FROM universities WHERE slug = 'demo' RETURNING id`,
  )
  await login(page)
  await page.getByRole('button', { name: 'POS' }).click()
  const cash = await sellToNoCustomer(page, {
    products: ['Graduation Bear'],
    payment: 'Cash',
    ceremony: CEREMONY,
    tendered: '$50.00',
  })
  const eftpos = await sellToNoCustomer(page, {
    products: ['Graduation Posy'],
    payment: 'EFTPOS',
    ceremony: CEREMONY,
  })
  await page.getByRole('button', { name: 'Menu' }).click()

  await test.step("REPORT from the menu: an operator's PIN is refused, a manager's opens it", async () => {
    await page.getByRole('link', { name: 'Report' }).click()
    await expect(page).toHaveURL(/\/demo\/reports\/pos/)
    await enterPin(page, DEMO.pin)
    await expect(page.getByText('Only a manager can open the takings report.')).toBeVisible()
    await expect(page.getByLabel('Gross takings')).toBeHidden()
    await enterPin(page, MANAGER_PIN)
    await expect(page.getByRole('dialog', { name: 'Staff Pin Number' })).toBeHidden()
  })

  await test.step('the ceremony’s totals are what was sold', async () => {
    // The scope in the address, as a manager shares a report with the staff.
    await page.goto(`/demo/reports/pos?ceremony=${ceremony!.id}`)
    await expect(page.getByRole('combobox', { name: 'Ceremony' })).toContainText(CEREMONY)
    const takings = page.getByRole('region', { name: 'Takings' })
    await expect(takings.getByLabel('Gross takings')).toHaveText('$65.00')
    await expect(takings.getByLabel('Cash', { exact: true })).toHaveText('$35.00')
    await expect(takings.getByLabel('EFTPOS', { exact: true })).toHaveText('$30.00')
    await expect(takings.getByLabel('GST included')).toHaveText('$5.91')
    await expect(takings.getByLabel('Orders', { exact: true })).toHaveText('2')
    await expect(takings.getByLabel('Cash tendered')).toHaveText('$50.00')
    await expect(takings.getByLabel('Change given')).toHaveText('$15.00')
  })

  await test.step('the orders CSV holds the two sales', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Orders CSV' }).click(),
    ])
    const text = await readFile((await download.path())!, 'utf8')
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[]
    expect(
      rows
        .map((r) => [r.order_number ?? r.id, r.payment_type, r.amount, r.operator])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      [cash, 'Cash', '35.00', 'Demo Staff'],
      [eftpos, 'Eftpos', '30.00', 'Demo Staff'],
    ])
  })

  await test.step("an order of the list opens in the kiosk's lookup", async () => {
    await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: cash }).click()
    await expect(page).toHaveURL(/\/demo\/pos#\/lookup$/)
    await expect(page.getByLabel('Keyword')).toHaveValue(cash)
    await expect(page.getByRole('region', { name: 'Order Details' })).toContainText(cash)
    await page.goBack()
    await expect(page.getByLabel('Gross takings')).toHaveText('$65.00')
  })

  await test.step('the Z-report to print', async () => {
    await page.getByRole('button', { name: 'Print close-out' }).click()
    const z = page.getByRole('article', { name: 'Z-report' })
    await expect(z).toContainText('Z-report · Demo University')
    await expect(z).toContainText(CEREMONY)
    await expect(z.getByRole('row', { name: 'Gross takings $65.00' })).toBeVisible()
    await expect(z.getByRole('row', { name: 'EFTPOS $30.00' })).toBeVisible()
    await expect(z.getByRole('row', { name: 'Change given $15.00' })).toBeVisible()
  })
})
