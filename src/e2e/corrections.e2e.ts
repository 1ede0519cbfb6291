import type { Locator, Page } from '@playwright/test'
import { DEMO_MANAGER_PIN } from '../server/demo/demoLogins'
import { DEMO, expect, login, query, test } from './support/kiosk'
import { enterPin } from './support/pinPad'
import { sellToNoCustomer } from './support/counterSale'

/**
 * A void and a refund at the counter, each approved with a manager's PIN, then the report: two
 * sales made here, the first voided, an item of the second refunded, and both given back in the
 * takings of this file's own ceremony (so sales by other files running alongside never count).
 */

const CEREMONY = 'Corrections e2e ceremony'

async function showOrder(page: Page, orderNumber: string): Promise<Locator> {
  await page.getByLabel('Keyword').fill(orderNumber)
  await page.getByRole('button', { name: 'Search' }).click()
  await page
    .getByRole('table', { name: 'Orders found' })
    .getByRole('row')
    .filter({ hasText: orderNumber })
    .getByRole('button', { name: 'SEE ORDER' })
    .click()
  const details = page.getByRole('region', { name: 'Order Details' })
  await expect(details).toContainText(orderNumber)
  return details
}

/** The reason, the payment for a refund, the PIN on the pad, then Confirm. */
async function approve(dialog: Locator, pin: string, reason: string, payment?: 'Cash') {
  const reasonBox = dialog.getByRole('textbox', { name: 'Reason' })
  if ((await reasonBox.inputValue()) !== reason) await reasonBox.fill(reason)
  if (payment) await dialog.getByRole('button', { name: payment, exact: true }).click()
  for (const digit of pin) await dialog.getByRole('button', { name: digit, exact: true }).click()
  await dialog.getByRole('button', { name: 'Confirm' }).click()
}

test('a manager voids a cash sale and refunds an item of an EFTPOS sale; the report shows both', async ({
  page,
}) => {
  // Two sales, two corrections and the report: a long walk for a busy 2-core machine.
  test.setTimeout(180_000)
  const [ceremony] = await query<{ id: number }>(
    `INSERT INTO ceremonies (university_id, date, name)
     SELECT id, current_date, '${CEREMONY}' FROM universities WHERE slug = 'demo' RETURNING id`,
  )
  await login(page)
  await page.getByRole('button', { name: 'POS' }).click()
  const cashSale = await sellToNoCustomer(page, {
    products: ['Graduation Bear'],
    payment: 'Cash',
    ceremony: CEREMONY,
  })
  const eftposSale = await sellToNoCustomer(page, {
    products: ['Graduation Bear', 'Graduation Posy'],
    payment: 'EFTPOS',
    ceremony: CEREMONY,
  })
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('button', { name: 'Customer Lookup' }).click()
  await expect(page.getByRole('heading', { name: 'Customer Lookup' })).toBeVisible()

  await test.step("the cash sale voided: an operator's PIN refused, a manager's taken", async () => {
    const details = await showOrder(page, cashSale)
    await details.getByRole('button', { name: 'Void sale' }).click()
    const dialog = page.getByRole('dialog', { name: `Void sale ${cashSale}` })
    await expect(dialog).toContainText('Given back: $35.00 in Cash')
    await approve(dialog, DEMO.pin, 'Sold twice by mistake')
    await expect(dialog.getByRole('alert')).toHaveText(
      "Only a manager's PIN can void a sale. Please ask a manager.",
    )
    await approve(dialog, DEMO_MANAGER_PIN, 'Sold twice by mistake')
    await expect(dialog).toBeHidden()
    await expect(details.getByText('Void', { exact: true })).toHaveCount(2)
    await expect(details.getByRole('button', { name: 'Void sale' })).toHaveCount(0)
    const bear = details.getByRole('listitem', { name: 'Graduation Bear' })
    await expect(bear.getByRole('button')).toHaveCount(0)
  })

  await test.step('the posy of the EFTPOS sale refunded in cash', async () => {
    const details = await showOrder(page, eftposSale)
    const posy = details.getByRole('listitem', { name: 'Graduation Posy' })
    await posy.getByRole('button', { name: 'Refund' }).click()
    const dialog = page.getByRole('dialog', { name: 'Refund Graduation Posy' })
    await expect(dialog).toContainText('Given back: $30.00')
    await approve(dialog, DEMO_MANAGER_PIN, 'Flowers wilted', 'Cash')
    await expect(dialog).toBeHidden()
    await expect(posy.getByText('Refunded', { exact: true })).toBeVisible()
    await expect(posy.getByRole('button', { name: 'Refund' })).toHaveCount(0)
    // The bear is still the customer's.
    const bear = details.getByRole('listitem', { name: 'Graduation Bear' })
    await expect(bear.getByRole('button', { name: 'Refund' })).toBeVisible()
  })

  await test.step('the report, opened by a manager, shows the void and the refund', async () => {
    await page.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('link', { name: 'Report' }).click()
    await expect(page).toHaveURL(/\/demo\/reports\/pos/)
    await enterPin(page, DEMO_MANAGER_PIN)
    await expect(page.getByRole('dialog', { name: 'Staff Pin Number' })).toBeHidden()
    await page.goto(`/demo/reports/pos?ceremony=${ceremony!.id}`)
    await expect(page.getByRole('combobox', { name: 'Ceremony' })).toContainText(CEREMONY)
    const takings = page.getByRole('region', { name: 'Takings' })
    await expect(takings.getByLabel('Voids', { exact: true })).toHaveText('$35.00')
    await expect(takings.getByLabel('Refunds', { exact: true })).toHaveText('$30.00')
    const givenBack = page.getByRole('table', { name: 'Money given back' })
    await expect(givenBack.getByRole('row', { name: 'Voids 1 $35.00 $35.00 $0.00' })).toBeVisible()
    await expect(
      givenBack.getByRole('row', { name: 'Refunds 1 $30.00 $30.00 $0.00' }),
    ).toBeVisible()
  })
})
