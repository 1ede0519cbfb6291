import { readFile, writeFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { demoManagerEmail } from '../server/demo/demoLogins'
import { OwnKiosk } from './support/ownKiosk'
import { DEMO, expect, test } from './support/kiosk'

/**
 * The demo manager imports the demo's own stocks.csv with one price edited, through the back
 * office in Chromium: a dry run that says one row changes, then Apply; the kiosk's store then
 * sells at the new price. On a kiosk server of this file's own, so no other file sees the price.
 */

let kiosk: OwnKiosk

test.beforeAll(async () => {
  kiosk = await OwnKiosk.create()
  await kiosk.start()
})
test.afterAll(async () => {
  await kiosk?.stop()
})

/** Signs the demo manager in with the calls the login page makes, in the page's cookies. */
async function signInManager(page: Page) {
  const origin = kiosk.baseUrl
  const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }
  const csrf = await page.request.get(`${origin}/demo/csrf`, { headers })
  const { token } = (await csrf.json()) as { token: string }
  const answer = await page.request.post(`${origin}/demo/login`, {
    headers: { ...headers, 'X-CSRF-TOKEN': token },
    data: { email: demoManagerEmail('demo'), password: DEMO.password },
  })
  expect(answer.status()).toBe(200)
}

test('the demo manager imports stocks.csv with one price edited: a dry run, then apply, then the store sells at it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const original = await readFile('demo-data/demo/stocks.csv', 'utf8')
  const edited = original.replace('Bear,Graduation Bear,35.00,', 'Bear,Graduation Bear,37.50,')
  expect(edited).not.toBe(original)
  const file = testInfo.outputPath('stocks.csv')
  await writeFile(file, edited)

  await signInManager(page)
  await page.goto(`${kiosk.baseUrl}/demo/admin#/import`)
  await expect(page.getByRole('heading', { name: 'Import and export' })).toBeVisible()

  await test.step('the dry run says one row changes, and writes nothing', async () => {
    await page.getByLabel('File of').click()
    await page.getByRole('option', { name: 'Stock (the catalogue)' }).click()
    await page.getByLabel('Choose a CSV file').setInputFiles(file)
    const plan = page.getByRole('list', { name: 'What the file would do' })
    await expect(plan.getByText('1 to update')).toBeVisible()
    await expect(plan.getByText('0 to add')).toBeVisible()
  })

  await test.step('Apply writes it, with its progress, and says what it did', async () => {
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'stocks.csv is imported.' }),
    ).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'What the import did' }).getByText('1 updated'),
    ).toBeVisible()
  })

  await test.step('the audit log names the import', async () => {
    await page.getByRole('tab', { name: 'Audit log' }).click()
    const log = page.getByRole('table', { name: 'Audit log' })
    await expect(log.getByRole('row').filter({ hasText: 'import.stocks' })).toContainText(
      'Demo Manager',
    )
  })

  await test.step("the kiosk's store shows the new price", async () => {
    await page.goto(`${kiosk.baseUrl}/demo/pos`)
    await page.getByRole('button', { name: 'POS' }).click()
    const products = page.getByRole('main', { name: 'Products' })
    await expect(products.getByRole('button', { name: /^Graduation Bear, \$37\.50/ })).toBeVisible()
  })
})
