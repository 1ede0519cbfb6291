/**
 * The kiosk's figures in Chromium, beside their targets (docs/performance.md): the built client served by the real server
 * over a database with N extra stocks; a tap on a card until the cart's total is repainted (p50 /
 * p95, with and without a 4× CPU throttle), the first card after the catalogue arrives, the DOM's
 * node count and the JS heap. `npx tsx src/bench/browserBench.ts [2000 20000]` runs it alone.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { kioskChromiumLaunch } from '../e2e/support/chromium'
import { chromium, type Browser, type Page } from '@playwright/test'
import { sql } from 'drizzle-orm'
import { buildApp } from '../server/app'
import { loadConfig, ROOT } from '../server/config'
import { openDatabase } from '../server/db/client'
import { seedDemo } from '../server/demo/seed'
import { builtPages } from '../server/pages/render'
import { ms, percentile, printTable, type Figure } from './table'
import { measureTaps, slowInteractions, watchFirstCard } from './browserProbes'

// 100 taps: the p95 is the fifth slowest of them, where of 30 it was nearly the slowest.
const TAPS = 100
/** Openings of the store timed for its first card, each case. */
const OPENINGS = 5
/** Resolves once the page has run no long task (50 ms or more) for half a second. */
const SETTLED = `new Promise((done) => {
  let last = performance.now()
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) last = Math.max(last, task.startTime + task.duration)
  }).observe({ type: 'longtask', buffered: true })
  const check = () => (performance.now() - last >= 500 ? done() : setTimeout(check, 100))
  check()
})`

/**
 * Resolves once the catalogue is kept in IndexedDB for offline use: the menu writes it when the
 * page is idle, and the write goes on in the browser's own process after the page's part of it.
 * The database is only looked at once it exists: opening it first would make it without its store.
 */
const KEPT = `new Promise((done) => {
  const check = async () => {
    const names = (await indexedDB.databases()).map((database) => database.name)
    if (!names.includes('pos-kept-data')) return setTimeout(check, 100)
    const open = indexedDB.open('pos-kept-data')
    open.onsuccess = () => {
      const database = open.result
      const read = database.transaction('answers').objectStore('answers').count('/demo/stocks')
      read.onsuccess = () => {
        database.close()
        if (read.result) done()
        else setTimeout(check, 100)
      }
    }
  }
  check()
})`

/**
 * Logs in and opens the store once the menu has fetched and kept the catalogue in the background
 * and the page has settled, so the figure is the store's own, not a race with that work;
 * `beforeTap` runs just before the tap.
 */
async function openStore(page: Page, base: string, beforeTap?: () => Promise<unknown>) {
  await page.goto(`${base}/demo/login`)
  await page.getByLabel('Email').fill('staff@demo.example')
  await page.getByLabel('Password').fill('demo-pass')
  // The catalogue, in whichever view the client asks for.
  const catalogue = page.waitForResponse((answer) => /\/demo\/stocks(\?|$)/.test(answer.url()))
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.getByRole('button', { name: 'POS' }).waitFor()
  await (await catalogue).finished()
  await page.evaluate(KEPT)
  await page.evaluate(SETTLED)
  await beforeTap?.()
  await watchFirstCard(page)
  await page.getByRole('button', { name: 'POS' }).click()
  await page.getByRole('button', { name: 'Done' }).click({ timeout: 120_000 })
}

async function firstCardOf(page: Page) {
  return (await page.evaluate('window.__firstCard')) as { afterCatalogue: number } | null
}

/**
 * Times the first card of `count` openings, each in a page of its own: one opening swung from 171
 * to 513 ms between runs of the same build, so the table gives the median and the range.
 */
async function firstCardTimes(
  browser: Browser,
  base: string,
  count: number,
  beforeTap?: () => Promise<unknown>,
): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await openStore(page, base, beforeTap)
    const card = await firstCardOf(page)
    if (card) times.push(card.afterCatalogue)
    await page.close()
  }
  return times
}

/** The median and range of the first-card times, or why there are none. */
function firstCards(times: number[]): string {
  if (times.length === 0) return 'not seen'
  const sorted = [...times].sort((a, b) => a - b)
  return `${ms(percentile(sorted, 50))} median (${ms(sorted[0]!)}–${ms(sorted.at(-1)!)}, ${sorted.length} openings)`
}

/** The figures of one catalogue size. */
async function measureSize(stocks: number): Promise<Figure[]> {
  const database = await openDatabase({ databaseUrl: null, dataDir: null })
  await seedDemo(database.db)
  await database.db.execute(sql`
    INSERT INTO stocks (university_id, name, type, price, qty)
    SELECT (SELECT id FROM universities WHERE slug = 'demo'), 'Bench bear ' || g, 'Stock#Bear',
      35.00, 100
    FROM generate_series(1, ${stocks}) AS g`)
  const config = { ...loadConfig(), port: 0, logLevel: 'error' }
  const pages = builtPages(path.join(ROOT, 'dist/client'))
  const app = await buildApp({ config, database, pages, logger: false })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const browser = await chromium.launch(kioskChromiumLaunch)
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const cdp = await page.context().newCDPSession(page)
    await openStore(page, base)
    const first = await firstCardOf(page)
    const unchanged = [
      ...(first ? [first.afterCatalogue] : []),
      ...(await firstCardTimes(browser, base, OPENINGS - 1)),
    ]
    // The catalogue changed after the menu fetched it: the store reads the whole answer anew.
    const changed = await firstCardTimes(browser, base, OPENINGS, () =>
      database.db.execute(sql`UPDATE stocks SET price = price + 1 WHERE name = 'Bench bear 1'`),
    )
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length)
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
    const card = page.getByRole('button', { name: /^Graduation Bear, \$/ })
    const plain = await measureTaps(page, card, TAPS)
    const plainOver = await slowInteractions(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const slow = await measureTaps(page, card, TAPS)
    const slowOver = await slowInteractions(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const label = `${stocks + 15} stocks`
    const taps = (times: number[]) => `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))}`
    // Taps Event Timing did not report took under 16 ms: they count as 0 in the percentile.
    const browserTaps = (over: number[]) =>
      `${over.length} of ${TAPS} at 16 ms or more; p95 ${ms(percentile([...over, ...Array<number>(TAPS - over.length).fill(0)], 95))}`
    return [
      {
        measure: `tap → cart total repainted, ${label}, p50 / p95`,
        value: taps(plain),
        target: '≤ 16.7 ms p95',
      },
      {
        measure: `the same as Chromium's Event Timing sees it (click to next frame), ${label}`,
        value: browserTaps(plainOver),
        target: '≤ 16.7 ms p95',
      },
      {
        measure: `the same at 4× CPU throttle, ${label}`,
        value: taps(slow),
        target: '≤ 50 ms p95',
      },
      {
        measure: `the same at 4× CPU throttle, Event Timing, ${label}`,
        value: browserTaps(slowOver),
        target: '≤ 50 ms p95',
      },
      {
        measure: `first card after the catalogue arrives, unchanged since the menu's fetch, ${label}`,
        value: firstCards(unchanged),
        target: '≤ 300 ms',
      },
      {
        measure: `the same, the catalogue changed since the menu fetched it, ${label}`,
        value: firstCards(changed),
        target: '≤ 300 ms',
      },
      { measure: `DOM nodes in the store, ${label}`, value: String(nodes), target: '≤ 3000' },
      {
        measure: `JS heap in the store, ${label}`,
        value: `${(heap.usedSize / 1024 / 1024).toFixed(1)} MB`,
        target: '≤ 80 MB',
      },
    ]
  } finally {
    await browser.close()
    await app.close()
    await database.close()
  }
}

export async function browserFigures(sizes: number[]): Promise<Figure[]> {
  const figures: Figure[] = []
  for (const size of sizes) figures.push(...(await measureSize(size)))
  return figures
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = process.argv.slice(2).map(Number)
  const figures = await browserFigures(sizes.length ? sizes : [2000, 20000])
  printTable('Ceremony POS bench: the kiosk in Chromium at 1280×800', figures)
}
