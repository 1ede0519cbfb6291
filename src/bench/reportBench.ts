import { sql, TransactionRollbackError } from 'drizzle-orm'
import type { Db } from '../server/db/client'
import { DEMO_MANAGER_PIN } from '../server/demo/seed'
import type { TenantRecord } from '../server/types'
import { rowsOf } from '../server/db/rows'
import { takingsReport } from '../server/services/reports/report'
import { keepAll } from './reportKeep'
import { CEREMONY_ORDERS, YEAR_ORDERS, type ReportYear } from './reportData'
import { freshRequest } from './freshRequest'
import { staffSession } from './staffSession'
import { ms, percentile, type Figure } from './table'

export const REPORT_SLUG = 'northbridge'
const SLUG = REPORT_SLUG
/** The report's indexes (migrations 0007 and 0009), dropped for the ceremony's baseline. */
const REPORT_INDEXES = [
  'orders_university_ceremony',
  'orders_university_ceremony_id',
  'orders_university_date',
  'outbox_order',
  'order_items_upgrade',
  'orders_no_reference',
]

async function timed(times: number, work: () => Promise<unknown>) {
  const spent: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    await work()
    spent.push(performance.now() - started)
  }
  return spent
}

/** How long a report takes with its indexes dropped in a transaction that is rolled back. */
async function withoutIndexes(db: Db, report: (tx: Db) => Promise<unknown>) {
  let spent: number | null = null
  await db
    .transaction(async (tx) => {
      for (const name of REPORT_INDEXES) await tx.execute(sql.raw(`DROP INDEX ${name}`))
      spent = (await timed(1, () => report(tx)))[0] ?? null
      tx.rollback()
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error
    })
  return spent as number | null
}

/**
 * The takings report over HTTP as a manager opens it, for a ceremony of 5,000 orders and for a
 * year of 200,000. Baselines: the ceremony without the report's indexes (dropped inside a
 * transaction that is rolled back). The year at its first opening after housekeeping kept its
 * finished days (keepDays.ts; the target is checked against this one), beside its first opening
 * truly cold, before any day is kept; then once its days are kept (a later opening sums only the
 * last three days from their orders).
 * Another university than the search bench's, so neither counts the other's orders.
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
  const [tenant] = await rowsOf<TenantRecord>(
    db,
    sql`SELECT id, slug, name FROM universities WHERE slug = ${SLUG}`,
  )
  const ceremony = `ceremony=${ceremonyId}`
  const year = `from=${from}&to=${to}`
  const forget = () => db.execute(sql`DELETE FROM report_days WHERE university_id = ${tenant!.id}`)
  await forget()
  const [cold] = await timed(1, open(year))
  await forget()
  const keep = await keepAll(db)
  const [first] = await timed(1, open(year))
  await open(ceremony)()
  const spent = { ceremony: await timed(20, open(ceremony)), year: await timed(8, open(year)) }
  const without = await withoutIndexes(db, (tx) =>
    takingsReport(tx, tenant!, { ceremony: String(ceremonyId) }, 'Bench'),
  )
  const figure = (label: string, times: number[], target: string, baseline: string) => ({
    measure: `takings report, ${label}, p50 / p95`,
    value: `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))}`,
    target,
    baseline,
  })
  return [
    figure(
      `ceremony of ${CEREMONY_ORDERS} orders`,
      spent.ceremony,
      '≤ 150 ms',
      without === null ? '' : `${ms(without)} without the report's indexes`,
    ),
    {
      measure: `takings report, year of ${YEAR_ORDERS} orders, first opening after housekeeping`,
      value: ms(first ?? NaN),
      target: '≤ 1000 ms',
      baseline: `${ms(cold ?? NaN)} truly cold (no day kept)`,
    },
    keep,
    figure(`year of ${YEAR_ORDERS} orders, days kept`, spent.year, '≤ 1000 ms', ''),
  ]
}
