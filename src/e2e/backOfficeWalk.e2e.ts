import { readFile, writeFile } from 'node:fs/promises'
import { demoManagerEmail } from '../server/demo/demoLogins'
import { OwnKiosk } from './support/ownKiosk'
import { DEMO, expect, test } from './support/kiosk'

/**
 * The whole back-office walk in Chromium, as a university's events team does it: the demo
 * manager signs in, opens the back office from the menu, imports the demo's own stocks.csv with
 * one row made a new product (a dry run, then Apply), edits that product's price in the
 * Catalogue, adds a staff member, and sees the product at its new price on the kiosk's store.
 * On a kiosk server of this file's own, so no other file sees the new product.
 */

let kiosk: OwnKiosk

test.beforeAll(async () => {
  kiosk = await OwnKiosk.create()
  await kiosk.start()
})
test.afterAll(async () => {
  await kiosk?.stop()
})

test('the demo manager imports, edits a price and adds a person in the back office, and the kiosk sells the new product at its price', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const run = Date.now().toString(36)
  const product = `Walk Bear ${run}`
  const email = `walk-${run}@demo.example`
  const original = await readFile('demo-data/demo/stocks.csv', 'utf8')
  const edited = original.replace('Bear,Graduation Bear,35.00,', `Bear,${product},35.00,`)
  expect(edited).not.toBe(original)
  const file = testInfo.outputPath('stocks.csv')
  await writeFile(file, edited)

  await test.step('the manager signs in and opens the back office from the menu', async () => {
    await page.goto(`${kiosk.baseUrl}/demo/login`)
    await page.getByLabel('Email').fill(demoManagerEmail('demo'))
    await page.getByLabel('Password').fill(DEMO.password)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('DEMO UNIVERSITY')
    await page.getByRole('link', { name: 'Back office' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Demo University · Back office',
    )
  })

  await test.step('imports stocks.csv: the dry run says one product is new, then Apply', async () => {
    await page.getByRole('tab', { name: 'Import and export' }).click()
    await page.getByLabel('File of').click()
    await page.getByRole('option', { name: 'Stock (the catalogue)' }).click()
    await page.getByLabel('Choose a CSV file').setInputFiles(file)
    const plan = page.getByRole('list', { name: 'What the file would do' })
    await expect(plan.getByText('1 to add')).toBeVisible()
    await expect(plan.getByText('0 to update')).toBeVisible()
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(
      page.getByRole('list', { name: 'What the import did' }).getByText('1 added'),
    ).toBeVisible()
  })

  await test.step('edits the new product’s price in the Catalogue', async () => {
    await page.getByRole('tab', { name: 'Catalogue' }).click()
    const bears = page.getByRole('table', { name: 'Bears & Charms' })
    await bears.getByRole('button', { name: `Edit ${product}` }).click()
    const dialog = page.getByRole('dialog', { name: `Edit ${product}` })
    await dialog.getByLabel('Price (GST inc.)').fill('41.25')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
    await expect(bears.getByRole('row').filter({ hasText: product })).toContainText('$41.25')
  })

  await test.step('adds a staff member', async () => {
    await page.getByRole('tab', { name: 'Staff' }).click()
    await page.getByRole('button', { name: 'Add staff' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add staff' })
    await dialog.getByLabel('Name').fill('Walt Walker')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Password').fill('a-long-password')
    await dialog.getByLabel('PIN', { exact: false }).fill('86423')
    await dialog.getByRole('button', { name: 'Add staff member' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Active')
  })

  await test.step("the kiosk's store shows the new product at its new price", async () => {
    await page.goto(`${kiosk.baseUrl}/demo/pos`)
    await page.getByRole('button', { name: 'POS' }).click()
    const products = page.getByRole('main', { name: 'Products' })
    await expect(products.getByRole('button', { name: `${product}, $41.25` })).toBeVisible()
  })
})
