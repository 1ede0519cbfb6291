import type { Locator, Page } from '@playwright/test'
import { OwnKiosk } from './support/ownKiosk'
import { expect, kioskContext, login, test } from './support/kiosk'

/**
 * How much of the catalogue the store shows at the counter's screen sizes: the products a cashier
 * sees without scrolling, and names read whole. The demo's catalogue on the shared kiosk; a
 * fuller one (each demo product twice) on a kiosk server of this file's own.
 */

/** The demo's products sold at the counter (every stock but the matboard upgrade). */
const DEMO_PRODUCTS = 15

async function openStore(page: Page, origin = '') {
  await login(page, 'Demo University', origin)
  await page.getByRole('button', { name: 'POS' }).click()
  const products = page.getByRole('main', { name: 'Products' })
  await expect(products.getByRole('button', { name: /^Graduation Bear, \$/ })).toBeVisible()
  return products
}

const cardsOf = (products: Locator) => products.getByRole('button', { name: /, \$\d/ })

/** The cards whose whole box is on screen: inside the window and the products' scrolling box. */
async function cardsFullyInView(products: Locator): Promise<number> {
  return cardsOf(products).evaluateAll((cards) => {
    const area = cards[0]!.closest('main')!.getBoundingClientRect()
    const bottom = Math.min(area.bottom, window.innerHeight)
    const right = Math.min(area.right, window.innerWidth)
    return cards.filter((card) => {
      const box = card.getBoundingClientRect()
      return (
        box.top >= area.top && box.left >= area.left && box.bottom <= bottom && box.right <= right
      )
    }).length
  })
}

/** Names on at most two lines and cut nowhere, with how many of them took two lines. */
async function nameLines(scope: Locator, selector: string) {
  return scope.locator(selector).evaluateAll((names) =>
    names.map((name) => {
      const lineHeight = parseFloat(getComputedStyle(name).lineHeight)
      return {
        name: name.textContent,
        lines: Math.round(name.clientHeight / lineHeight),
        cut: name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1,
      }
    }),
  )
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
]) {
  const size = `${viewport.width}×${viewport.height}`
  test(`product names and cart lines wrap onto two lines before they are cut at ${size}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const products = await openStore(page)
    const names = await nameLines(products, '[title]')
    expect(names).toHaveLength(DEMO_PRODUCTS)
    // The whole demo catalogue is in view at either size.
    expect(await cardsFullyInView(products)).toBe(DEMO_PRODUCTS)
    for (const name of names) {
      expect(name, `${name.name} at ${size}`).toMatchObject({ cut: false })
      expect(name.lines, `${name.name} at ${size}`).toBeLessThanOrEqual(2)
    }
    const premium = names.find((name) => name.name === 'Premium Photography Package')
    expect(premium?.lines).toBe(2)

    await products.getByRole('button', { name: /^Classic Degree Frame, \$/ }).click()
    await page
      .getByRole('dialog', { name: 'Select Matboard Colour' })
      .getByRole('button', { name: 'Forest Green' })
      .click()
    await products.getByRole('button', { name: /^Premium Photography Package, \$/ }).click()
    const cart = page.getByRole('complementary', { name: 'Cart' })
    await expect(cart.getByText('Forest Green · $95.00 each')).toBeVisible()
    const lines = await nameLines(cart, 'li [title], li span:has-text(" each"):not(:has(span))')
    expect(lines.map((line) => line.name)).toEqual([
      'Classic Degree Frame',
      'Forest Green · $95.00 each',
      'Premium Photography Package',
      '$250.00 each',
    ])
    for (const line of lines) {
      expect(line, `${line.name} at ${size}`).toMatchObject({ cut: false })
      expect(line.lines).toBeLessThanOrEqual(2)
    }
  })
}

test.describe('a fuller catalogue', () => {
  let kiosk: OwnKiosk
  // Starting a server of its own (a new embedded database, the demo data) takes a while on a
  // busy machine.
  test.setTimeout(180_000)

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    kiosk = await OwnKiosk.create()
    // Each demo product once more, in its own category, before the server reads the catalogue.
    await kiosk.query(`
      INSERT INTO stocks (university_id, name, type, description, price, qty, json, images)
      SELECT university_id, name || ' Gift Set', type, description, price + 10, qty, json, images
      FROM stocks
      WHERE type <> 'Stock#Matboard' AND deleted_at IS NULL AND ceremony_id IS NULL
        AND university_id = (SELECT id FROM universities WHERE slug = 'demo')`)
    await kiosk.start()
  })

  test.afterAll(async () => {
    await kiosk?.dispose()
  })

  test('at least 20 products are fully in view at 1280×800, every category captioned', async ({
    browser,
  }) => {
    const context = await kioskContext(browser, { viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const products = await openStore(page, kiosk.baseUrl)
    await expect(
      products.getByRole('button', { name: /^Rose Bouquet Gift Set, \$/ }),
    ).toBeAttached()
    const inView = await cardsFullyInView(products)
    test.info().annotations.push({
      type: 'products fully in view at 1280×800',
      description: `${inView} of ${2 * DEMO_PRODUCTS}`,
    })
    expect(inView).toBeGreaterThanOrEqual(20)
    // The categories are captions: headings, not buttons, and no card's place is theirs.
    await expect(products.getByRole('heading', { level: 2, name: 'Bears & Charms' })).toBeVisible()
    await expect(products.getByRole('button', { name: 'Bears & Charms' })).toHaveCount(0)
    await context.close()
  })
})
