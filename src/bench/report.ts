/**
 * `npx tsx src/bench/report.ts`: the takings report's part of `npm run bench` alone, over a fresh
 * embedded database (or BENCH_DATABASE_URL) holding the demo and a university's year of orders.
 */
import { sql } from 'drizzle-orm'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { seedDemo } from '../server/demo/seed'
import { sourcePages } from '../server/pages/render'
import { reportFigures, REPORT_SLUG } from './reportBench'
import { addReportYear } from './reportData'
import { printTable } from './table'

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL ?? null,
  dataDir: null,
})
await seedDemo(database.db)
const year = await addReportYear(database.db, REPORT_SLUG)
await database.db.execute(sql`VACUUM ANALYZE`)
const config = { ...loadConfig(), port: 0, logLevel: 'error' }
const app = await buildApp({ config, database, pages: sourcePages(), logger: false })
const base = await app.listen({ port: 0, host: '127.0.0.1' })
const figures = await reportFigures(database.db, base, year)
await app.close()
await database.close()
printTable(`Takings report (${database.driver})`, figures)
