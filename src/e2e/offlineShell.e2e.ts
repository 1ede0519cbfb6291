import type { Page } from '@playwright/test'
import { expect, login, test } from './support/kiosk'

const product = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}, \\$`) })

/** The store opens on its products (kept ones, offline), the category panel shut. */
async function storeOpen(page: Page) {
  await expect(product(page, 'Graduation Bear')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Select Categories' })).toHaveCount(0)
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

test.describe('the kiosk through a network cut', () => {
  test('reloaded offline it opens, and sells from the kept catalogue, ceremonies and students', async ({
    page,
    context,
  }) => {
    await login(page)
    await menu(page).getByRole('button', { name: 'POS' }).click()
    await storeOpen(page)
    await expect(product(page, 'Graduation Bear')).toBeVisible()
    await waitUntilKept(page)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('DEMO UNIVERSITY')
    await menu(page).getByRole('button', { name: 'POS' }).click()
    await storeOpen(page)
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
    await page.keyboard.press('Escape')
    await context.setOffline(false)
  })

  test('installed, it opens at the manifest’s start_url: offline that is the kiosk it keeps', async ({
    page,
    context,
  }) => {
    await login(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.waitForFunction(
      async () => (await (await caches.open('kiosk-pages')).keys()).length > 0,
    )
    // Where an installed kiosk starts, as its manifest says.
    const startUrl = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!
      const manifest = (await (await fetch(link.href)).json()) as { start_url: string }
      return new URL(manifest.start_url, link.href).href
    })

    await context.setOffline(true)
    await page.goto(startUrl)
    await expect(page).toHaveURL(/\/demo\/pos/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('DEMO UNIVERSITY')
    await expect(menu(page).getByRole('button', { name: 'POS' })).toBeVisible()

    // Online, the start page is the server's, which leads a signed-in kiosk back to its menu.
    await context.setOffline(false)
    await page.goto(startUrl)
    await page.getByRole('button', { name: 'Signed in: go to the menu' }).click()
    await expect(menu(page).getByRole('button', { name: 'POS' })).toBeVisible()
  })
})
