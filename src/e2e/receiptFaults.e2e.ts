import { expect, test as base, type Page } from '@playwright/test'
import { DEMO, kioskContext, login } from './support/kiosk'
import { freePort, startCountingSmtp, startOwnServer, type OwnServer } from './support/ownServer'
import { enterPin } from './support/pinPad'

/*
 * The mail server down during a sale and an upgrade, then back: the operator reads a plain
 * "queued" line (never the driver's text), and each receipt arrives once when the mail server
 * answers again. A kiosk of this file's own, as its mail server must be down.
 */
const QUEUED = 'Receipt queued, it will be sent when the mail server answers.'
const DRIVER_TEXT = /ECONNREFUSED|127\.0\.0\.1|connect |smtp/i

interface Own {
  server: OwnServer
  /** Where the server looks for its mail server, down until the test starts one there. */
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

/** YES to the receipt, an address at the prompt, then the operator's line about it. */
async function askReceipt(page: Page, yes: string, email: string) {
  await page
    .getByRole('dialog', { name: 'Send Digital Receipt?' })
    .getByRole('button', { name: yes })
    .click()
  const prompt = page.getByRole('dialog', { name: 'Please enter email address' })
  await prompt.getByLabel('Email address').fill(email)
  await prompt.getByRole('button', { name: 'OK' }).click()
  const alert = page.getByRole('alertdialog')
  await expect(alert).toContainText(QUEUED)
  await expect(alert).not.toContainText(DRIVER_TEXT)
  await alert.getByRole('button', { name: 'OK' }).click()
  await expect(alert).toHaveCount(0)
}

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
  await askReceipt(page, 'Yes', email)
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
  await expect(
    page.getByText("We've sent the order confirmation to the customer's email."),
  ).toBeHidden()
}

/** Order 8 of the demo data (an express order): its posy upgraded to a rose bouquet. */
async function upgradeWithReceipt(page: Page, email: string) {
  await login(page)
  await page.getByRole('button', { name: 'Customer Lookup' }).click()
  await page.getByLabel('Keyword').fill('0000546682')
  await page.getByRole('button', { name: 'Search' }).click()
  await page
    .getByRole('table', { name: 'Orders found' })
    .getByRole('row')
    .filter({ hasText: '0000546682' })
    .getByRole('button', { name: 'SEE ORDER' })
    .click()
  await page
    .getByRole('listitem', { name: 'Graduation Posy', exact: true })
    .getByRole('button', { name: 'UPGRADE' })
    .click()
  await page.getByRole('button', { name: /^Rose Bouquet/ }).click()
  await page.getByRole('button', { name: 'SAVE & CONTINUE' }).click()
  await page.getByRole('button', { name: 'CONFIRM' }).click()
  await page.getByRole('button', { name: 'Cash' }).click()
  const pad = page.getByRole('region', { name: 'Cash tendered' })
  await pad.getByRole('button', { name: /^Exact / }).click()
  await pad.getByRole('button', { name: 'Continue' }).click()
  await askReceipt(page, 'YES', email)
  await expect(page.getByRole('heading', { name: 'Upgrade saved' })).toBeVisible()
}

test('the mail server down: a sale and an upgrade say their receipts are queued; back up, each arrives once', async ({
  page,
  browser,
  own,
}) => {
  test.setTimeout(240_000)
  await sellWithReceipt(page, 'down.sale@example.com')
  // Another kiosk, logged in afresh, upgrades an item.
  const other = await kioskContext(browser, { baseURL: own.server.url })
  await upgradeWithReceipt(await other.newPage(), 'down.upgrade@example.com')
  await other.close()

  const smtp = await startCountingSmtp(own.smtpPort)
  try {
    // The outbox's back-off is capped at 60 s; a few failed attempts wait far less.
    await expect
      .poll(
        () =>
          smtp.to('down.sale@example.com').length > 0 &&
          smtp.to('down.upgrade@example.com').length > 0,
        { timeout: 120_000 },
      )
      .toBe(true)
    // Until no message waits or is being sent: a retry still in flight would be a second copy.
    await expect
      .poll(async () => {
        const ready = (await (await fetch(`${own.server.url}/readyz`)).json()) as {
          mail: { pending: number }
        }
        return ready.mail.pending
      })
      .toBe(0)
    expect(smtp.to('down.sale@example.com')).toHaveLength(1)
    expect(smtp.to('down.upgrade@example.com')).toHaveLength(1)
    // Quoted-printable soft line breaks undone before the text is looked for.
    expect(smtp.to('down.upgrade@example.com')[0]!.raw.replace(/=\r?\n/g, '')).toContain(
      'Rose Bouquet',
    )
  } finally {
    await smtp.close()
  }
})
