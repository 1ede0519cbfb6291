import { sql, TransactionRollbackError } from 'drizzle-orm'
import type { Db } from '../server/db/client'
import { DEMO_MANAGER_PIN } from '../server/db/seed'
import type { TenantRecord } from '../server/types'
import { rowsOf } from '../server/services/reports/rows'
import { takingsReport } from '../server/services/reports/report'
import { CEREMONY_ORDERS, YEAR_ORDERS, type ReportYear } from './reportData'
import { freshRequest } from './freshRequest'
import { staffSession } from './staffSession'
import { ms, percentile, type Figure } from './table'

export const REPORT_SLUG = 'northbridge'
const SLUG = REPORT_SLUG
const INDEXES_0007 = ['orders_university_ceremony', 'orders_university_date', 'outbox_order']

async function timed(times: number, work: () => Promise<unknown>) {
  const spent: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    await work()
    spent.push(performance.now() - started)
  }
  return spent
}

/** How long a report takes with 0007's indexes dropped in a transaction that is rolled back. */
async function withoutIndexes(db: Db, report: (tx: Db) => Promise<unknown>) {
  let spent: number | null = null
  await db
    .transaction(async (tx) => {
      for (const name of INDEXES_0007) await tx.execute(sql.raw(`DROP INDEX ${name}`))
      spent = (await timed(1, () => report(tx as unknown as Db)))[0] ?? null
      tx.rollback()
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error
    })
  return spent as number | null
}

/**
 * The takings report over HTTP as a manager opens it, for a ceremony of 5,000 orders and for a
 * year of 200,000, beside the same report computed without migration 0007's indexes (dropped
 * inside a transaction that is rolled back). Another university than the search bench's, so
 * neither counts the other's orders.
 */
export async function reportFigures(
  db: Db,
  base: string,
  { ceremonyId, from, to }: ReportYear,
): Promise<Figure[]> {
  const headers = await staffSession(base, SLUG, `manager@${SLUG}.example`)
  const pin = await freshRequest(`${base}/${SLUG}/checkpin`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ pin: DEMO_MANAGER_PIN }),
  })
  if (pin.status !== 200) throw new Error(`the manager's PIN answered ${pin.status}`)
  const open = (query: string) => async () => {
    const answer = await freshRequest(`${base}/${SLUG}/reports/takings?${query}`, { headers })
    if (answer.status !== 200) throw new Error(`the report answered ${answer.status}`)
    return JSON.parse(answer.text) as unknown
  }
  const scopes = [
    { label: `ceremony of ${CEREMONY_ORDERS} orders`, query: `ceremony=${ceremonyId}`, runs: 20 },
    { label: `year of ${YEAR_ORDERS} orders`, query: `from=${from}&to=${to}`, runs: 8 },
  ]
  const [tenant] = await rowsOf<TenantRecord>(
    db,
    sql`SELECT id, slug, name FROM universities WHERE slug = ${SLUG}`,
  )
  const figures: Figure[] = []
  for (const [index, scope] of scopes.entries()) {
    await open(scope.query)()
    const spent = await timed(scope.runs, open(scope.query))
    const without = await withoutIndexes(db, (tx) =>
      takingsReport(tx, tenant!, Object.fromEntries(new URLSearchParams(scope.query)), 'Bench'),
    )
    figures.push({
      measure: `takings report, ${scope.label}, p50 / p95`,
      value: `${ms(percentile(spent, 50))} / ${ms(percentile(spent, 95))}`,
      target: index === 0 ? '≤ 150 ms' : '≤ 1000 ms',
      baseline: without === null ? '' : `${ms(without)} without 0007's indexes`,
    })
  }
  return figures
}
