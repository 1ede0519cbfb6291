import { expect, test, type Page } from '@playwright/test'
import { OwnKiosk } from './support/ownKiosk'
import { kioskContext, login } from './support/kiosk'

/**
 * The counter's layout at its screen sizes, on a kiosk server of this file's own: every step of an
 * upgrade has its actions on screen without scrolling.
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
