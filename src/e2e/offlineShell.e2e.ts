import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, login, test } from './support/kiosk'

/** The built service worker the server serves (a test changes it to play a new build). */
const WORKER_FILE = path.resolve('dist/client/sw.js')

const product = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}, \\$`) })

/**
 * The store opens with the category panel while the catalogue loads; offline, the kept catalogue
 * may be there before the store is, and the panel stays shut.
 */
async function closeCategories(page: Page) {
  const panel = page.getByRole('heading', { name: 'Select Categories' })
  await expect(panel.or(product(page, 'Graduation Bear'))).toBeVisible()
  if (await panel.isVisible()) await page.getByRole('button', { name: 'Done' }).click()
  await expect(panel).toBeHidden()
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

/** What the kiosk keeps for offline use is written: its page, and the coming ceremonies' students. */
async function waitUntilKept(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.waitForFunction(
    async () => (await (await caches.open('kiosk-pages')).keys()).length > 0,
  )
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('pos-kept-data')
        open.onerror = () => resolve(false)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('answers')) return resolve(false)
          const read = db.transaction('answers').objectStore('answers').get('/demo/students?kept')
          read.onsuccess = () => resolve(Array.isArray(read.result))
          read.onerror = () => resolve(false)
        }
      }),
  )
}

const waitingWorker = (page: Page) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))

test.describe('the kiosk through a network cut', () => {
  test('reloaded offline it opens, sells from the kept catalogue and ceremonies, and takes a new build only at the menu', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await login(page)
    await menu(page).getByRole('button', { name: 'POS' }).click()
    await closeCategories(page)
    await expect(product(page, 'Graduation Bear')).toBeVisible()
    await waitUntilKept(page)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('DEMO UNIVERSITY')
    await menu(page).getByRole('button', { name: 'POS' }).click()
    await closeCategories(page)
    await expect(product(page, 'Graduation Bear')).toBeVisible()
    await expect(product(page, 'Classic Degree Frame')).toBeVisible()
    await product(page, 'Graduation Posy').click()

    await page.getByRole('button', { name: 'Check out' }).click()
    await page.getByLabel('Student ID').fill('41001001')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(
      page.getByText('Offline: searched the students of the cached ceremonies only.'),
    ).toBeVisible()
    await page.goBack()
    await page.getByRole('button', { name: 'Check out' }).click()
    await page.getByRole('button', { name: 'Check out without customer' }).click()
    await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible()
    await page.getByRole('combobox', { name: 'Ceremony' }).click()
    await expect(page.getByRole('option').first()).toBeVisible()
    expect(await page.getByRole('option').count()).toBeGreaterThan(0)
    await page.keyboard.press('Escape')

    // Back online, a new build arrives in the middle of the sale: it waits.
    await context.setOffline(false)
    const built = await readFile(WORKER_FILE, 'utf8')
    try {
      await writeFile(WORKER_FILE, `${built}\n// a new build ${Date.now()}\n`)
      await page.evaluate(() => {
        ;(window as unknown as { samePage: boolean }).samePage = true
      })
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
      await expect.poll(() => waitingWorker(page), { timeout: 30_000 }).toBe(true)
      await page.waitForTimeout(1000)
      expect(await waitingWorker(page)).toBe(true)
      await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible()
      expect(await page.evaluate(() => 'samePage' in window)).toBe(true)

      // At the main menu, between sales, the new build takes over and the page reloads once.
      await page.getByRole('button', { name: 'Cancel and go back' }).click()
      await expect(page.getByLabel('Student ID')).toBeVisible()
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Log out' }).click()
      await expect(menu(page)).toBeVisible()
      await expect.poll(() => page.evaluate(() => 'samePage' in window)).toBe(false)
      await expect(menu(page)).toBeVisible()
      await expect.poll(() => waitingWorker(page)).toBe(false)
    } finally {
      await writeFile(WORKER_FILE, built)
    }

    // Logging out forgets the kept page, so a signed-out kiosk does not reopen offline.
    await menu(page).getByRole('button', { name: 'Go Back & Logout' }).click()
    await expect(page.getByRole('combobox', { name: /university/i })).toBeVisible()
    expect(await page.evaluate(() => caches.has('kiosk-pages'))).toBe(false)
  })
})
