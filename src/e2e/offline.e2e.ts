import type { BrowserContext, Page } from '@playwright/test'
import { DEMO, expect, login, query, test, waitForMail } from './support/kiosk'

// Issue 16: a kiosk keeps selling through a network cut, and every sale reaches the server once.

/** The header's status pill; a modal screen hides it from the accessibility tree, not the eye. */
const networkStatus = (page: Page) => page.locator('[aria-label="Network status"]')

async function openStore(page: Page) {
  await page.getByRole('button', { name: 'POS' }).click()
  await expect(page.getByRole('heading', { name: 'Select Categories' })).toBeVisible()
  await page.getByRole('button', { name: 'Done' }).click()
}

const addProduct = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}, \\$`) }).click()

async function enterPin(page: Page, pin: string) {
  const dialog = page.getByRole('dialog', { name: 'Staff Pin Number' })
  for (const digit of pin) await dialog.getByRole('button', { name: digit, exact: true }).click()
  await dialog.getByRole('button', { name: 'Submit' }).click()
}

async function chooseCeremony(page: Page) {
  await page.getByRole('combobox', { name: 'Ceremony' }).click()
  await page.getByRole('option').first().click()
}

/** Answers the receipt question and reads the provisional number off the confirmation. */
async function confirmedOffline(page: Page, receipt: string | null): Promise<string> {
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

const ordersNumbered = (numbers: string[]) =>
  query<{
    id: number
    offline_number: string
    amount: string
    type: string
    name: string
    pos_operator: number
    pin_unverified: boolean
  }>(
    `SELECT id, offline_number, amount::text, type, name, pos_operator, pin_unverified FROM orders
      WHERE offline_number IN (${numbers.map((n) => `'${n}'`).join(',')}) ORDER BY id`,
  )

/** The kiosk's code is in the service worker's hands and its page is kept for a reload. */
async function waitUntilInstalled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.waitForFunction(
    async () => (await (await caches.open('kiosk-pages')).keys()).length > 0,
  )
}

async function sellThreeOffline(page: Page, context: BrowserContext): Promise<string[]> {
  // Opened online first, as a kiosk is at the start of the day: catalogue and ceremonies load.
  await login(page)
  await openStore(page)
  await waitUntilInstalled(page)
  await addProduct(page, 'Graduation Posy')
  await page.getByRole('button', { name: 'Check out' }).click()
  await page.getByRole('button', { name: 'Check out without customer' }).click()
  await chooseCeremony(page)

  await context.setOffline(true)
  await expect(networkStatus(page)).toContainText('Offline since')
  const numbers: string[] = []
  // 1. Express, EFTPOS, no receipt.
  await page.getByRole('button', { name: 'EFTPOS' }).click()
  await enterPin(page, DEMO.pin)
  numbers.push(await confirmedOffline(page, null))

  // 2. A coloured frame, cash with change, a receipt to send later.
  await addProduct(page, 'Classic Degree Frame')
  await page.getByRole('button', { name: 'Burgundy' }).click()
  await page.getByRole('button', { name: 'Check out' }).click()
  await page.getByRole('button', { name: 'Check out without customer' }).click()
  await chooseCeremony(page)
  await page.getByRole('button', { name: 'Cash' }).click()
  const tender = page.getByRole('dialog', { name: 'Cash Tendered' })
  await tender.getByRole('button', { name: /^Exact / }).click()
  await tender.getByRole('button', { name: 'Continue' }).click()
  await enterPin(page, DEMO.pin)
  numbers.push(await confirmedOffline(page, 'offline.parent@example.com'))

  // 3. A new customer typed in.
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
  await enterPin(page, DEMO.pin)
  numbers.push(await confirmedOffline(page, null))

  await expect(networkStatus(page)).toContainText('3 sales waiting to send')
  expect(await ordersNumbered(numbers)).toEqual([])
  return numbers
}

test.describe('selling through a network cut', () => {
  test('three sales made offline reach the server exactly once when the network is back', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000)
    const numbers = await sellThreeOffline(page, context)

    // Reloaded while still offline, the kiosk opens at its menu with the three sales listed.
    await page.reload()
    const waiting = page.getByRole('region', { name: 'Sales on this kiosk, waiting to be sent' })
    for (const number of numbers) {
      await expect(waiting.getByRole('listitem', { name: `Sale ${number}` })).toBeVisible()
    }
    await expect(networkStatus(page)).toContainText('3 sales waiting to send')

    await context.setOffline(false)
    await expect(networkStatus(page)).toHaveText('Online', {
      timeout: 30_000,
    })
    const saved = await ordersNumbered(numbers)
    const [operator] = await query<{ id: number }>(
      "SELECT id FROM staff WHERE email = 'staff@demo.example'",
    )
    expect(saved.map((o) => [o.offline_number, o.amount, o.type, o.pos_operator])).toEqual([
      [numbers[0], '30.00', 'Order#Eftpos', operator!.id],
      [numbers[1], '95.00', 'Order#Cash', operator!.id],
      [numbers[2], '35.00', 'Order#Eftpos', operator!.id],
    ])
    expect(saved[2]!.name).toBe('Offline')
    expect(saved.every((o) => !o.pin_unverified)).toBe(true)
    const items = await query<{ name: string }>(
      `SELECT name FROM order_items WHERE order_id = ${saved[1]!.id}`,
    )
    expect(items.map((i) => i.name)).toEqual(['Classic Degree Frame with Burgundy Mat'])
    // The receipt asked for offline follows the sale.
    const mail = await waitForMail((m) => m.to.includes('offline.parent@example.com'))
    expect(mail.text).toContain('Classic Degree Frame')
    await expect(waiting).toBeHidden()
  })
})
