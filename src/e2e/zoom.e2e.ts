import type { Page } from '@playwright/test'
import { expect, kioskContext, login, test } from './support/kiosk'

/** Two fingers spread on the touchscreen; answers the page's zoom afterwards. */
async function pinchOut(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.synthesizePinchGesture', {
    x: 640,
    y: 400,
    scaleFactor: 2,
    // The platform's own pinch: the headless browser does not zoom for a synthetic 'touch' one.
    gestureSourceType: 'default',
  })
  return page.evaluate(() => window.visualViewport?.scale ?? 1)
}

test.describe('zooming on a touchscreen', () => {
  // A touchscreen honours the page's viewport tag, as a kiosk's browser does.
  const touchscreen = { hasTouch: true, isMobile: true, viewport: { width: 1280, height: 800 } }

  test('a person who needs larger text can pinch to zoom the login page', async ({ browser }) => {
    const context = await kioskContext(browser, touchscreen)
    const page = await context.newPage()
    await page.goto('/demo/login')
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible()
    expect(await pinchOut(page)).toBeGreaterThan(1.5)
    await context.close()
  })

  test('the menu zooms by a pinch but not by a quick double tap', async ({ browser }) => {
    const context = await kioskContext(browser, touchscreen)
    const page = await context.newPage()
    await login(page)
    const title = page.getByRole('heading', { level: 1 })
    await expect(title).toBeVisible()
    // A cashier tapping twice in a row must not zoom the till.
    await title.tap()
    await title.tap()
    expect(await page.evaluate(() => window.visualViewport?.scale)).toBe(1)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).touchAction)).toBe(
      'manipulation',
    )
    expect(await pinchOut(page)).toBeGreaterThan(1.5)
    await context.close()
  })
})
