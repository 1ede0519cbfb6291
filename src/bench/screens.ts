import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunch } from '../e2e/support/chromium'
import { DEMO_LOGIN, OwnKiosk } from '../e2e/support/ownKiosk'

/**
 * npm run screens: the counter's screens at 1280×800 as PNG files in docs/screens/, taken from
 * the built kiosk on a server of its own (fresh demo data). Each screen is checked to have its
 * primary action on screen without scrolling before it is written.
 */

const OUT = path.resolve('docs/screens')
const VIEWPORT = { width: 1280, height: 800 }

async function shoot(page: Page, name: string, primary: ReturnType<Page['getByRole']>) {
  await primary.waitFor({ state: 'visible' })
  const box = await primary.boundingBox()
  if (!box || box.y < 0 || box.y + box.height > VIEWPORT.height)
    throw new Error(`${name}: its primary action is not on screen without scrolling`)
  // Fades and the tap highlight finish before the picture is taken.
  await page.waitForTimeout(400)
  await page.screenshot({ path: path.join(OUT, `${name}.png`) })
  console.log(
    `docs/screens/${name}.png  (primary action at y ${Math.round(box.y)}–${Math.round(box.y + box.height)})`,
  )
}

async function sale(page: Page, base: string) {
  await page.goto(`${base}/demo/login`)
  await page.getByLabel('Email').fill(DEMO_LOGIN.email)
  await page.getByLabel('Password').fill(DEMO_LOGIN.password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.getByRole('button', { name: 'POS' }).click()
  await page.getByRole('button', { name: 'Done' }).click()
  for (const name of ['Graduation Bear', 'Graduation Posy'])
    await page.getByRole('button', { name: new RegExp(`^${name}, \\$`) }).click()
  await shoot(page, 'store', page.getByRole('button', { name: 'Check out' }))
  await page.getByRole('button', { name: 'Check out' }).click()
  await page.getByLabel('Student ID').fill('41001001')
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('button', { name: 'Cash' }).waitFor()
  await shoot(page, 'payment', page.getByRole('button', { name: 'Cash' }))
  await page.getByRole('button', { name: 'Cash' }).click()
  const tender = page.getByRole('dialog', { name: 'Cash Tendered' })
  await tender.getByRole('button', { name: '$100.00' }).click()
  await shoot(page, 'tender', tender.getByRole('button', { name: 'Continue' }))
}

async function lookupAndUpgrade(page: Page, base: string) {
  await page.goto(`${base}/demo/pos#/lookup`)
  await page.getByLabel('Keyword').fill('0000546675')
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('button', { name: 'SEE ORDER' }).first().click()
  const upgrade = page
    .getByRole('listitem', { name: 'Classic Degree Frame with Navy Mat', exact: true })
    .getByRole('button', { name: 'UPGRADE' })
  await shoot(page, 'lookup', upgrade)
  await upgrade.click()
  await page.getByRole('button', { name: /^Premium Timber Frame/ }).click()
  await page
    .getByRole('dialog', { name: 'Select Matboard Colour' })
    .getByRole('button', { name: 'Black' })
    .click()
  await shoot(page, 'upgrade', page.getByRole('button', { name: 'SAVE & CONTINUE' }))
  await page.getByRole('button', { name: 'SAVE & CONTINUE' }).click()
  await shoot(page, 'upgrade-confirmation', page.getByRole('button', { name: 'CONFIRM' }))
}

const kiosk = await OwnKiosk.create()
const browser = await chromium.launch(chromiumLaunch)
try {
  await mkdir(OUT, { recursive: true })
  await kiosk.start()
  const page = await browser.newPage({ viewport: VIEWPORT })
  await sale(page, kiosk.baseUrl)
  await lookupAndUpgrade(page, kiosk.baseUrl)
} finally {
  await browser.close()
  await kiosk.dispose()
}
