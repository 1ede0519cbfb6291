import { expect, test, type Page } from '@playwright/test'
import { SESSION_DIALOG_MS } from '../client/stores/session'
import { kioskContext, login } from './support/kiosk'
import {
  expectInLine,
  expectLinesAligned,
  expectNotCut,
  expectOnTop,
  expectStatusClear,
} from './support/layoutBoxes'
import { OwnKiosk } from './support/ownKiosk'
import { enterPin } from './support/pinPad'

/**
 * The counter's layout at its screen sizes, on a kiosk server of this file's own: every step of an
 * upgrade has its actions on screen without scrolling; the network status covers nothing on any
 * screen, online or offline; controls side by side line up and keep their words whole.
 */

let kiosk: OwnKiosk

test.describe.configure({ mode: 'serial' })
// Starting a server of its own (a new embedded database, the demo data) takes a while on a busy machine.
test.setTimeout(180_000)

test.beforeAll(async () => {
  test.setTimeout(180_000)
  kiosk = await OwnKiosk.create()
  await kiosk.start()
})

test.afterAll(async () => {
  await kiosk?.dispose()
})

async function openLookup(page: Page) {
  await login(page, 'Demo University', kiosk.baseUrl)
  await page.getByRole('button', { name: 'Customer Lookup' }).click()
  await expect(page.getByRole('heading', { name: 'Customer Lookup' })).toBeVisible()
}

/** The page itself never scrolls, and the step's action is on screen. */
async function inView(page: Page, action: ReturnType<Page['getByRole']>) {
  await expect(action).toBeInViewport({ ratio: 1 })
  const scrolls = await page.evaluate(
    () => document.scrollingElement!.scrollHeight > window.innerHeight + 1,
  )
  expect(scrolls).toBe(false)
}

const UPGRADES = [
  {
    viewport: { width: 1280, height: 800 },
    order: '0000546675',
    item: 'Classic Degree Frame with Navy Mat',
    option: /^Premium Timber Frame/,
    colour: 'Black',
    pay: 'EFTPOS',
  },
  {
    viewport: { width: 1024, height: 768 },
    order: '0000546682',
    item: 'Graduation Posy',
    option: /^Rose Bouquet/,
    colour: null,
    pay: 'Cash',
  },
]

for (const upgrade of UPGRADES) {
  const { width, height } = upgrade.viewport
  test(`every step of an upgrade has its actions in view at ${width}×${height}`, async ({
    browser,
  }) => {
    const context = await kioskContext(browser, { viewport: upgrade.viewport })
    const page = await context.newPage()
    await openLookup(page)
    await page.getByLabel('Keyword').fill(upgrade.order)
    await page.getByRole('button', { name: 'Search' }).click()
    await page
      .getByRole('row', { name: new RegExp(upgrade.order) })
      .getByRole('button', { name: 'SEE ORDER' })
      .click()
    // The order's details are on screen whichever layout the width gives.
    const details = page.getByRole('region', { name: 'Order Details' })
    await expect(details).toContainText(upgrade.order)
    const upgradeButton = page
      .getByRole('listitem', { name: upgrade.item, exact: true })
      .getByRole('button', { name: 'UPGRADE' })
    await upgradeButton.scrollIntoViewIfNeeded()
    await inView(page, upgradeButton)
    await upgradeButton.click()

    await page.getByRole('button', { name: upgrade.option }).click()
    if (upgrade.colour)
      await page
        .getByRole('dialog', { name: 'Select Matboard Colour' })
        .getByRole('button', { name: upgrade.colour })
        .click()
    const bar = page.getByRole('toolbar', { name: 'Upgrade actions' })
    await inView(page, bar)
    await inView(page, bar.getByRole('button', { name: 'SAVE & CONTINUE' }))
    await bar.getByRole('button', { name: 'SAVE & CONTINUE' }).click()

    await expect(page.getByRole('region', { name: 'New Order Details' })).toBeVisible()
    await inView(page, bar.getByRole('button', { name: 'CONFIRM' }))
    await inView(page, bar.getByRole('button', { name: 'CANCEL' }))
    await bar.getByRole('button', { name: 'CONFIRM' }).click()

    await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible()
    await inView(page, page.getByRole('button', { name: upgrade.pay }))
    await inView(page, bar.getByRole('button', { name: 'Cancel and go back' }))
    await page.getByRole('button', { name: upgrade.pay }).click()
    if (upgrade.pay === 'Cash') {
      // The cash pad takes the payment's place, its keys and Continue on screen too.
      const pad = page.getByRole('region', { name: 'Cash tendered' })
      await pad.getByRole('button', { name: /^Exact / }).click()
      await inView(page, pad.getByRole('button', { name: 'Clear' }))
      await inView(page, pad.getByRole('button', { name: 'Continue' }))
      await pad.getByRole('button', { name: 'Continue' }).click()
    }

    const receipt = page.getByRole('dialog', { name: 'Send Digital Receipt?' })
    await inView(page, receipt.getByRole('button', { name: 'NO' }))
    await inView(page, receipt.getByRole('button', { name: 'YES' }))
    await receipt.getByRole('button', { name: 'NO' }).click()

    await expect(page.getByRole('heading', { name: 'Upgrade saved' })).toBeVisible()
    await inView(page, page.getByRole('button', { name: 'Back to the lookup' }))
    await page.getByRole('button', { name: 'Back to the lookup' }).click()
    await expect(page.getByRole('heading', { name: 'Customer Lookup' })).toBeVisible()
    await context.close()
  })
}

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 800, height: 1280 },
]

const signedIn = (page: Page) => page.getByRole('group', { name: 'Signed in' })
/** A field's drawn box (its outline), not the input inside it. */
const fieldBox = (input: ReturnType<Page['getByRole']>) =>
  input.locator('xpath=ancestor::div[contains(@class, "MuiInputBase-root")][1]')

async function toStore(page: Page) {
  await page.getByRole('button', { name: 'POS' }).click()
  await page.getByRole('button', { name: /^Graduation Bear, \$/ }).click()
  await expectStatusClear(page, 'the store')
  await expectNotCut(signedIn(page))
}

/** From the store with a product in the cart: the checkout's steps, to the confirmation. */
async function checkOut(page: Page, where: string, receiptTo?: string) {
  await page.getByRole('button', { name: 'Check out' }).click()
  await expect(page.getByRole('dialog', { name: 'Customer Lookup' })).toBeVisible()
  await expectStatusClear(page, `the checkout's customer lookup ${where}`)

  await page.getByRole('button', { name: 'Create Customer' }).click()
  const form = page.getByRole('dialog', { name: 'Create Customer' })
  await expect(form).toBeVisible()
  await expectStatusClear(page, `the customer form ${where}`)
  await expectInLine(
    fieldBox(form.getByRole('combobox', { name: 'Country code' })),
    fieldBox(form.getByLabel('Phone')),
  )
  const cancel = form.getByRole('button', { name: 'Cancel and go back' })
  await expectInLine(cancel, form.getByRole('button', { name: 'Submit' }))
  await expectNotCut(cancel)
  // Back to the customer lookup, where the sale goes on to no customer.
  await cancel.click()
  await page.getByRole('button', { name: 'Check out without customer' }).click()
  await page.getByRole('combobox', { name: 'Ceremony' }).click()
  await page
    .getByRole('option', { name: /2:00PM/ })
    .first()
    .click()
  await expectStatusClear(page, `the payment ${where}`)
  await expectNotCut(page.getByRole('combobox', { name: 'Ceremony' }))

  // Given here, the receipt's address needs no question of its own.
  if (receiptTo) await page.getByLabel('Receipt email').fill(receiptTo)
  await page.getByRole('button', { name: 'EFTPOS' }).click()
  const pin = page.getByRole('dialog', { name: 'Staff Pin Number' })
  await expect(pin).toBeVisible()
  await expectStatusClear(page, `the PIN pad ${where}`)
  const back = pin.getByRole('button', { name: 'Cancel and go back' })
  await expectInLine(back, pin.getByRole('button', { name: 'Submit' }))
  await expectNotCut(back)
  await enterPin(page)
  const receipt = page.getByRole('dialog', { name: 'Send Digital Receipt?' })
  await expect(receipt).toBeVisible()
  await expectStatusClear(page, `the receipt question ${where}`)
  await receipt.getByRole('button', { name: receiptTo ? 'Yes' : 'No' }).click()
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
  await expectStatusClear(page, `the confirmation ${where}`)
}

async function toStage(page: Page, where: string) {
  await page.getByRole('button', { name: 'Stage' }).click()
  await expect(page.getByRole('heading', { name: 'Select a ceremony' })).toBeVisible()
  await expectStatusClear(page, `the ceremony selection ${where}`)
  await page.getByRole('list', { name: 'Ceremonies' }).getByRole('button').first().click()
  const ceremony = page.getByRole('button', { name: /^Ceremony Selection: / })
  await expect(ceremony).toBeVisible()
  await expectStatusClear(page, `the stage store ${where}`)
  await expectNotCut(signedIn(page))
  await expectNotCut(ceremony)
  await expectNotCut(page.getByRole('heading', { name: 'Stage sales' }))
  await page.getByRole('button', { name: 'Menu' }).click()
}

async function toLookup(page: Page, where: string) {
  await page.getByRole('button', { name: 'Customer Lookup' }).click()
  await expect(page.getByRole('heading', { name: 'Customer Lookup' })).toBeVisible()
  await expectStatusClear(page, `the lookup ${where}`)
  await expectInLine(
    fieldBox(page.getByLabel('Keyword')),
    fieldBox(page.getByRole('combobox', { name: 'Search type' })),
  )
}

for (const size of SIZES) {
  test(`at ${size.width}×${size.height} the network status covers nothing, online and offline, and side-by-side controls line up`, async ({
    browser,
  }) => {
    const context = await kioskContext(browser, { viewport: size })
    const page = await context.newPage()
    // The session's five idle minutes pass in a moment.
    await page.clock.install()
    await login(page, 'Demo University', kiosk.baseUrl)
    await expectStatusClear(page, 'the menu')
    await expectNotCut(signedIn(page))

    await toStore(page)
    await page.clock.fastForward(SESSION_DIALOG_MS)
    const expiry = page.getByRole('dialog', { name: 'Are you still there?' })
    await expect(expiry).toBeVisible()
    await expectStatusClear(page, 'the session expiry question')
    const home = expiry.getByRole('button', { name: 'Go to home page' })
    await expectInLine(home, expiry.getByRole('button', { name: 'Extend session' }))
    await expectNotCut(home)
    await expiry.getByRole('button', { name: 'Extend session' }).click()

    await checkOut(page, 'online')
    await page.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('button', { name: 'Menu' }).click()
    await toStage(page, 'online')
    await toLookup(page, 'online')
    await page.getByLabel('Keyword').fill('0000546675')
    await page.getByRole('button', { name: 'Search' }).click()
    await page
      .getByRole('row', { name: /0000546675/ })
      .getByRole('button', { name: 'SEE ORDER' })
      .click()
    const details = page.getByRole('region', { name: 'Order Details' })
    await expect(details).toContainText('0000546675')
    await expectStatusClear(page, 'an order in the lookup')
    // Whichever layout the width gives, the results' header is not drawn over the order.
    await expectOnTop(details.getByRole('img', { name: /^QR code of reference number/ }))
    await expectOnTop(details.getByText('Reference Number'))
    // Below 1200 px the order lies over the results and their Close, until it is put away.
    if (size.width < 1200) await page.getByRole('button', { name: 'Back to results' }).click()
    await page.getByRole('button', { name: 'Close' }).click()

    await context.setOffline(true)
    await expect(page.locator('[aria-label="Network status"]')).toContainText('Offline')
    await expectStatusClear(page, 'the menu offline')
    await expectNotCut(signedIn(page))
    await toStore(page)
    await checkOut(page, 'offline', 'layout.parent@example.com')
    // The notice of a sale kept on the kiosk: its lines start at the same edge.
    await expectLinesAligned(
      page
        .getByRole('alert')
        .filter({ hasText: 'Saved on this kiosk' })
        .locator('.MuiAlert-message > *'),
    )
    await page.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('button', { name: 'Menu' }).click()
    await toStage(page, 'offline')
    await toLookup(page, 'offline')
    await context.close()
  })
}
