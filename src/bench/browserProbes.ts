import type { Locator, Page } from '@playwright/test'

/** After the next paint: a frame, then a task once the frame is drawn. */
const AFTER_PAINT = `(done) => requestAnimationFrame(() => setTimeout(() => done(performance.now())))`

/**
 * Before POS is tapped: notes the tap, then when the first card is painted, how long after the
 * catalogue (GET /stocks) arrived, or after the tap if it had arrived before (as
 * `window.__firstCard`).
 */
export async function watchFirstCard(page: Page) {
  await page.evaluate(`(() => {
    const afterPaint = ${AFTER_PAINT}
    let tapped = 0
    addEventListener('pointerdown', (event) => { tapped = tapped || event.timeStamp }, true)
    const seen = () => document.querySelector('main[aria-label="Products"] button[aria-label*=", $"]')
    const observer = new MutationObserver(() => {
      if (!seen()) return
      observer.disconnect()
      afterPaint((painted) => {
        const stocks = performance.getEntriesByType('resource')
          .filter((entry) => /\\/demo\\/stocks/.test(entry.name))
        const arrived = Math.max(tapped, stocks.at(-1)?.responseEnd ?? 0)
        window.__firstCard = { afterCatalogue: painted - arrived }
      })
    })
    observer.observe(document.body, { childList: true, subtree: true })
  })()`)
}

/**
 * Taps a card `taps` times; for each, the time from the finger going down to the frame after the
 * cart's total changed.
 */
export async function measureTaps(page: Page, card: Locator, taps: number): Promise<number[]> {
  await page.evaluate(`(() => {
    window.__taps = []
    window.__interactions = []
    if (window.__tapProbe) return
    window.__tapProbe = true
    // Chromium's own account of each tap (Event Timing, what INP is made of): from the input to
    // the frame presented after its handlers; it reports only taps of 16 ms or more.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'click') window.__interactions.push(entry.duration)
      }
    }).observe({ type: 'event', durationThreshold: 16 })
    const afterPaint = ${AFTER_PAINT}
    let down = 0
    addEventListener('pointerdown', (event) => { down = event.timeStamp }, true)
    const total = document.querySelector('[aria-label="Total"]')
    new MutationObserver(() => {
      const started = down
      afterPaint((painted) => window.__taps.push(painted - started))
    }).observe(total, { childList: true, subtree: true, characterData: true })
  })()`)
  for (let i = 1; i <= taps; i++) {
    await card.click()
    await page.waitForFunction(`window.__taps.length >= ${i}`)
  }
  return (await page.evaluate('window.__taps')) as number[]
}

/** The taps Chromium's Event Timing saw take 16 ms or more, since the last measureTaps. */
export async function slowInteractions(page: Page): Promise<number[]> {
  // The observer reports after the frame: a task later, every entry is in.
  await page.evaluate(`new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))`)
  return (await page.evaluate('window.__interactions')) as number[]
}
