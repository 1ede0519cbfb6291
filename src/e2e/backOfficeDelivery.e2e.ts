import { expect, test as base, type Page } from '@playwright/test'
import { demoManagerEmail } from '../server/demo/demoLogins'
import { DEMO, login } from './support/kiosk'
import { freePort, startCountingSmtp, startOwnServer, type OwnServer } from './support/ownServer'
import { enterPin } from './support/pinPad'

/*
 * A receipt typed to a wrong address while the mail server is down: the manager sees it waiting
 * in the back office with why in plain words, resends it to the right address, retries once the
 * mail server is back, and the customer gets one receipt. A kiosk of this file's own, as its
 * mail server must be down.
 */
interface Own {
  server: OwnServer
  smtpPort: number
}

const test = base.extend<object, { own: Own }>({
  own: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, provide) => {
      const smtpPort = await freePort()
      const server = await startOwnServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` })
      await provide({ server, smtpPort })
      await server.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ own }, provide) => provide(own.server.url),
})

async function sellWithReceipt(page: Page, email: string) {
  await login(page)
  await page.getByRole('button', { name: 'POS' }).click()
  await page.getByRole('button', { name: /^Rose Bouquet, \$/ }).click()
  await page.getByRole('button', { name: 'Check out' }).click()
  await page.getByRole('button', { name: 'Check out without customer' }).click()
  await page.getByRole('combobox', { name: 'Ceremony' }).click()
  await page.getByRole('option').first().click()
  await page.getByRole('button', { name: 'EFTPOS' }).click()
  await enterPin(page, DEMO.pin)
  await page
    .getByRole('dialog', { name: 'Send Digital Receipt?' })
    .getByRole('button', { name: 'Yes' })
    .click()
  const prompt = page.getByRole('dialog', { name: 'Please enter email address' })
  await prompt.getByLabel('Email address').fill(email)
  await prompt.getByRole('button', { name: 'OK' }).click()
  const alert = page.getByRole('alertdialog')
  await expect(alert).toContainText('Receipt queued')
  await alert.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
}

/** The manager signs in on a page of their own and opens the back office. */
async function openBackOffice(page: Page) {
  await page.goto('/demo/login')
  await page.getByLabel('Email').fill(demoManagerEmail('demo'))
  await page.getByLabel('Password').fill(DEMO.password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('DEMO UNIVERSITY')
  await page.goto('/demo/admin')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo University · Back office')
}

test('a receipt to a wrong address while the mail server is down: seen, resent, retried, delivered once', async ({
  page,
  browser,
  own,
}) => {
  test.setTimeout(180_000)
  const wrong = 'ada@exmaple.com'
  const right = 'ada@example.com'
  await sellWithReceipt(page, wrong)

  const office = await (await browser.newContext({ baseURL: own.server.url })).newPage()
  await test.step('the landing page says a receipt waits, and Delivery says why', async () => {
    await openBackOffice(office)
    await expect(office.getByText('1 receipt waiting')).toBeVisible()
    await office.getByRole('link', { name: 'Open Delivery' }).click()
    const receipts = office.getByRole('table', { name: 'Receipts' })
    const row = receipts.getByRole('row').filter({ hasText: wrong })
    await expect(row).toContainText('The mail server could not be reached.')
  })

  await test.step('the manager resends it to the right address', async () => {
    await office
      .getByRole('button', { name: `Resend the receipt to ${wrong} to another address` })
      .click()
    const dialog = office.getByRole('dialog', { name: 'Resend the receipt' })
    await dialog.getByLabel('Send to').fill(right)
    await dialog.getByRole('button', { name: 'Resend' }).click()
    await expect(dialog).toBeHidden()
    await expect(office.getByRole('status')).toHaveText(`The receipt is on its way to ${right}.`)
  })

  const smtp = await startCountingSmtp(own.smtpPort)
  try {
    await test.step('the mail server back, Retry all, and nothing waits any more', async () => {
      // The copy may have gone by itself already; Retry all then has nothing left to do.
      const retryAll = office.getByRole('button', { name: 'Retry all' })
      if (await retryAll.isEnabled()) await retryAll.click()
      await expect.poll(() => smtp.to(right).length, { timeout: 60_000 }).toBe(1)
      await expect(
        office.getByText('Nothing is waiting: every receipt and every order has gone out.'),
      ).toBeVisible({ timeout: 20_000 })
      expect(smtp.to(wrong)).toHaveLength(0)
    })

    await test.step('the audit log names the manager for the resend', async () => {
      await office.getByRole('tab', { name: 'Audit log' }).click()
      const log = office.getByRole('table', { name: 'Audit log' })
      await expect(log.getByRole('row').filter({ hasText: 'mail.resend' })).toContainText(
        'Demo Manager',
      )
      await expect(office.getByText('1 receipt waiting')).toBeHidden()
    })
  } finally {
    await smtp.close()
  }
})
