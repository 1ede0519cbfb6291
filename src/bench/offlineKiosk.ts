/**
 * The offline target, "with the network cut for 10 minutes, a kiosk keeps selling at its normal
 * pace": the built kiosk in Chromium sells express sales online for a while, then with the network
 * cut (context.setOffline) for --offline-minutes, then the network comes back and the queue drains.
 * Figures: sales a minute online and offline, the drain's time, duplicates and sales lost.
 * `npx tsx src/bench/offlineKiosk.ts [--offline-minutes 10] [--online-minutes 1]` runs it alone.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { chromiumLaunch } from '../e2e/support/chromium'
import { chromium } from '@playwright/test'
import { sql } from 'drizzle-orm'
import { buildApp } from '../server/app'
import { loadConfig, ROOT } from '../server/config'
import { openDatabase } from '../server/db/client'
import { rowsOf } from '../server/db/rows'
import { seedDemo } from '../server/demo/seed'
import { builtPages } from '../server/pages/render'
import { networkStatus, openKiosk, sellFor } from './offlineKioskSale'
import { ms, percentile, printTable, type Figure } from './table'

export interface OfflineKioskOptions {
  onlineMinutes: number
  offlineMinutes: number
}

const tenth = (times: number[]) => Math.max(1, Math.floor(times.length / 10))
const perMinute = (times: number[], minutes: number) => (times.length / minutes).toFixed(1)

export async function offlineKioskFigures(options: OfflineKioskOptions): Promise<Figure[]> {
  const database = await openDatabase({ databaseUrl: null, dataDir: null })
  await seedDemo(database.db)
  const config = { ...loadConfig(), port: 0, logLevel: 'error' }
  const pages = builtPages(path.join(ROOT, 'dist/client'))
  const app = await buildApp({ config, database, pages, logger: false })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const browser = await chromium.launch(chromiumLaunch)
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await openKiosk(page, base)
    const online = await sellFor(page, options.onlineMinutes)
    await context.setOffline(true)
    await networkStatus(page).filter({ hasText: 'Offline since' }).waitFor()
    const offline = await sellFor(page, options.offlineMinutes)

    await context.setOffline(false)
    const reconnected = performance.now()
    await networkStatus(page)
      .filter({ hasText: /^Online$/ })
      .waitFor({ timeout: 30 * 60_000 })
    const drainMs = performance.now() - reconnected
    const [saved] = await rowsOf<{ rows: number; sales: number }>(
      database.db,
      sql`SELECT count(*)::int AS rows, count(DISTINCT offline_number)::int AS sales
          FROM orders WHERE offline_number IS NOT NULL`,
    )
    const pace = (times: number[]) => `p50 ${ms(percentile(times, 50))} a sale`
    return [
      {
        measure: `kiosk sales/min online (${options.onlineMinutes} min) vs offline (${options.offlineMinutes} min)`,
        value: `${perMinute(online, options.onlineMinutes)} vs ${perMinute(offline, options.offlineMinutes)}`,
        target: 'offline ≥ 0.9× online',
        // The first and last tenth offline apart: a queue that slows each sale as it grows shows.
        baseline: `${pace(online)} online, ${pace(offline)} offline (first tenth ${pace(offline.slice(0, tenth(offline)))}, last ${pace(offline.slice(-tenth(offline)))})`,
      },
      {
        measure: `${offline.length} sales made offline, sent on reconnect`,
        value: `${ms(drainMs)}; ${saved!.sales} orders, ${saved!.rows - saved!.sales} duplicates, ${offline.length - saved!.sales} lost`,
        target: 'all sent, 0 duplicates, 0 lost',
      },
    ]
  } finally {
    await browser.close()
    await app.close()
    await database.close()
  }
}

/** --offline-minutes (default 1: a routine run; the target's figure is 10) and --online-minutes. */
export const offlineKioskArgs = {
  'offline-minutes': { type: 'string', default: '1' },
  'online-minutes': { type: 'string', default: '0.5' },
} as const

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: offlineKioskArgs })
  const figures = await offlineKioskFigures({
    offlineMinutes: Number(values['offline-minutes']),
    onlineMinutes: Number(values['online-minutes']),
  })
  printTable('Ceremony POS bench: a kiosk selling through a network cut', figures)
}
