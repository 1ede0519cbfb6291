import type { Page } from '@playwright/test'

/** What the offline kiosk bench does at the kiosk (offlineKiosk.ts), as an operator would. */

/** The header's status pill ("Online", "Offline since 10:42 · 3 sales waiting to send", …). */
export const networkStatus = (page: Page) => page.locator('[aria-label="Network status"]')

/** Logs in, opens the store and waits until the kiosk's code and page are kept for offline use. */
export async function openKiosk(page: Page, base: string) {
  await page.goto(`${base}/demo/login`)
  await page.getByLabel('Email').fill('staff@demo.example')
  await page.getByLabel('Password').fill('demo-pass')
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.getByRole('button', { name: 'POS' }).click()
  await page.getByRole('button', { name: 'Done' }).click({ timeout: 120_000 })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.waitForFunction(
    async () => (await (await caches.open('kiosk-pages')).keys()).length > 0,
  )
}

/** One express sale of a bear on EFTPOS with the staff PIN, no receipt, back to the store. */
export async function sellOne(page: Page) {
  await page.getByRole('button', { name: /^Graduation Bear, \$/ }).click()
  await page.getByRole('button', { name: 'Check out' }).click()
  await page.getByRole('button', { name: 'Check out without customer' }).click()
  await page.getByRole('combobox', { name: 'Ceremony' }).click()
  await page.getByRole('option').first().click()
  await page.getByRole('button', { name: 'EFTPOS' }).click()
  const pin = page.getByRole('dialog', { name: 'Staff Pin Number' })
  for (const digit of '1234') await pin.getByRole('button', { name: digit, exact: true }).click()
  await pin.getByRole('button', { name: 'Submit' }).click()
  await page
    .getByRole('dialog', { name: 'Send Digital Receipt?' })
    .getByRole('button', { name: 'No' })
    .click()
  await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor()
  await page.getByRole('button', { name: 'Done' }).click()
}

/** Sells for `minutes`; answers how long each sale took, start to the store again. */
export async function sellFor(page: Page, minutes: number): Promise<number[]> {
  const end = performance.now() + minutes * 60_000
  const times: number[] = []
  while (performance.now() < end) {
    const started = performance.now()
    await sellOne(page)
    times.push(performance.now() - started)
  }
  return times
}
