import type { Page } from '@playwright/test'
import { DEMO, expect, login, query, test } from './support/kiosk'
import { enterPin } from './support/pinPad'

/** The counter's screens, in Chromium at the kiosk sizes. */

async function openGeneralStore(page: Page) {
  await login(page)
  await page.getByRole('button', { name: 'POS' }).click()
  await expect(page.getByRole('button', { name: /^Graduation Bear, \$/ })).toBeVisible()
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 800, height: 1280 },
]) {
  test.describe(`cash at the counter at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('$100 tendered on a $65 sale: change $35.00 on screen and in the order', async ({
      page,
    }) => {
      await openGeneralStore(page)
      await page.getByRole('button', { name: /^Graduation Bear, \$/ }).click()
      await page.getByRole('button', { name: /^Graduation Posy, \$/ }).click()
      await page.getByRole('button', { name: 'Check out' }).click()
      await page.getByRole('button', { name: 'Check out without customer' }).click()
      await page.getByRole('combobox', { name: 'Ceremony' }).click()
      await page.getByRole('option').first().click()
      await expect(page.getByLabel('Total (GST inc.)')).toHaveText('$65.00')
      await page.getByRole('button', { name: 'Cash' }).click()

      const tender = page.getByRole('region', { name: 'Cash tendered' })
      await tender.getByRole('button', { name: '$100.00' }).click()
      await expect(tender.getByLabel('Change due')).toHaveText('$35.00')
      await expect(tender.getByRole('button', { name: 'Continue' })).toBeInViewport()
      await tender.getByRole('button', { name: 'Continue' }).click()
      await enterPin(page, DEMO.pin)
      await page
        .getByRole('dialog', { name: 'Send Digital Receipt?' })
        .getByRole('button', { name: 'No' })
        .click()
      await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
      await expect(page.getByText('Change $35.00')).toBeVisible()

      const id = Number(await page.getByLabel('Order number').textContent()) - 546674
      const [order] = await query<{
        amount: string
        paid: string
        tendered: string
        change: string
      }>(
        `SELECT amount::text, paid::text, tendered::text, change::text FROM orders WHERE id = ${id}`,
      )
      expect(order).toEqual({ amount: '65.00', paid: '65.00', tendered: '100.00', change: '35.00' })
    })
  })
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
]) {
  test.describe(`the store at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('the whole demo catalogue (15 products, 7 categories) shows without scrolling', async ({
      page,
    }) => {
      const [sold] = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM stocks s JOIN universities u ON u.id = s.university_id
         WHERE u.slug = 'demo' AND s.type <> 'Stock#Matboard' AND s.deleted_at IS NULL`,
      )
      expect(sold!.n).toBeGreaterThanOrEqual(15)
      await openGeneralStore(page)
      const cards = page
        .getByRole('main', { name: 'Products' })
        .getByRole('button', { name: /, \$\d/ })
      await expect(cards).toHaveCount(sold!.n)
      for (let i = 0; i < sold!.n; i++) await expect(cards.nth(i)).toBeInViewport({ ratio: 1 })
    })
  })
}

test.describe('errors where they happen', () => {
  test('an empty receipt email: the message under the field, the prompt still open', async ({
    page,
  }) => {
    await openGeneralStore(page)
    await page.getByRole('button', { name: /^Rose Bouquet, \$/ }).click()
    await page.getByRole('button', { name: 'Check out' }).click()
    await page.getByRole('button', { name: 'Check out without customer' }).click()
    await page.getByRole('combobox', { name: 'Ceremony' }).click()
    await page.getByRole('option').first().click()
    await page.getByRole('button', { name: 'EFTPOS' }).click()
    await enterPin(page, DEMO.pin)
    const receipt = page.getByRole('dialog', { name: 'Send Digital Receipt?' })
    await receipt.getByRole('button', { name: 'Yes' }).click()
    const prompt = page.getByRole('dialog', { name: 'Please enter email address' })
    await prompt.getByRole('button', { name: 'OK' }).click()
    await expect(prompt.getByLabel('Email address')).toHaveAccessibleDescription(
      'Invalid email address.',
    )
    await expect(prompt).toBeVisible()
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await prompt.getByLabel('Email address').fill('counter.receipt@example.com')
    await prompt.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
  })
})
