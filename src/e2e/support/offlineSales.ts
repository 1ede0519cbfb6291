import { expect, type BrowserContext, type Page } from '@playwright/test'
import { enterPin, STAFF_PIN } from './pinPad'

export { enterPin }

/** What the offline tests do at the kiosk, whichever server the page talks to. */
export const PIN = STAFF_PIN

/** The header's status pill; a modal screen hides it from the accessibility tree, not the eye. */
export const networkStatus = (page: Page) => page.locator('[aria-label="Network status"]')

export const waitingList = (page: Page) =>
  page.getByRole('region', { name: 'Sales on this kiosk, waiting to be sent' })

export async function openStore(page: Page) {
  await page.getByRole('button', { name: 'POS' }).click()
  await expect(page.getByRole('button', { name: /^Graduation Bear, \$/ })).toBeVisible()
}

export const addProduct = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}, \\$`) }).click()

export async function chooseCeremony(page: Page) {
  await page.getByRole('combobox', { name: 'Ceremony' }).click()
  await page.getByRole('option').first().click()
}

/** Answers the receipt question and reads the provisional number off the confirmation. */
export async function confirmedOffline(page: Page, receipt: string | null): Promise<string> {
  const question = page.getByRole('dialog', { name: 'Send Digital Receipt?' })
  if (receipt) {
    await question.getByRole('button', { name: 'Yes' }).click()
    const prompt = page.getByRole('dialog', { name: 'Please enter email address' })
    await prompt.getByLabel('Email address').fill(receipt)
    await prompt.getByRole('button', { name: 'OK' }).click()
  } else {
    await question.getByRole('button', { name: 'No' }).click()
  }
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
  await expect(
    page.getByText('Saved on this kiosk — it will be sent when the network is back'),
  ).toBeVisible()
  const number = (await page.getByLabel('Order number').textContent())!
  expect(number).toMatch(/^[A-Z2-9]{4}-\d{4}$/)
  await page.getByRole('button', { name: 'Done' }).click()
  return number
}

/** The kiosk's code is in the service worker's hands and its page is kept for a reload. */
export async function waitUntilInstalled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.waitForFunction(
    async () => (await (await caches.open('kiosk-pages')).keys()).length > 0,
  )
}

/**
 * From the store, opened online: the network goes, and three sales are paid offline (express
 * EFTPOS; a Burgundy-matted frame for cash with a receipt asked for; a new customer typed in).
 * Answers their provisional numbers, in the order sold.
 */
export async function sellThreeOffline(page: Page, context: BrowserContext): Promise<string[]> {
  await addProduct(page, 'Graduation Posy')
  await page.getByRole('button', { name: 'Check out' }).click()
  await page.getByRole('button', { name: 'Check out without customer' }).click()
  await chooseCeremony(page)

  await context.setOffline(true)
  await expect(networkStatus(page)).toContainText('Offline since')
  const numbers: string[] = []
  await page.getByRole('button', { name: 'EFTPOS' }).click()
  await enterPin(page)
  numbers.push(await confirmedOffline(page, null))

  await addProduct(page, 'Classic Degree Frame')
  await page.getByRole('button', { name: 'Burgundy' }).click()
  await page.getByRole('button', { name: 'Check out' }).click()
  await page.getByRole('button', { name: 'Check out without customer' }).click()
  await chooseCeremony(page)
  await page.getByRole('button', { name: 'Cash' }).click()
  const tender = page.getByRole('region', { name: 'Cash tendered' })
  await tender.getByRole('button', { name: /^Exact / }).click()
  await tender.getByRole('button', { name: 'Continue' }).click()
  await enterPin(page)
  numbers.push(await confirmedOffline(page, 'offline.parent@example.com'))

  await addProduct(page, 'Graduation Bear')
  await page.getByRole('button', { name: 'Check out' }).click()
  await page.getByRole('button', { name: 'Create Customer' }).click()
  await page.getByLabel('First name').fill('Offline')
  await page.getByLabel('Last name').fill('Family')
  await page.getByLabel('Phone').fill('0412 345 678')
  await page.getByLabel('Email').fill('offline.family@example.com')
  await page.getByLabel('Street Address').fill('1 Offline Lane')
  await page.getByLabel('Suburb').fill('Carlton')
  await page.getByLabel('State').fill('VIC')
  await page.getByLabel('Postcode').fill('3053')
  await page.getByRole('button', { name: 'Submit' }).click()
  await chooseCeremony(page)
  await page.getByRole('button', { name: 'EFTPOS' }).click()
  await enterPin(page)
  numbers.push(await confirmedOffline(page, null))

  await expect(networkStatus(page)).toContainText('3 sales waiting to send')
  return numbers
}
