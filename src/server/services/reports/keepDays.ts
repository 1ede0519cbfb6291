import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { keepStatement } from './dayCache'
import { rowsOf } from '../../db/rows'
import { serverTimeZone } from './scope'

/**
 * Days summed by one statement: about two weeks of a busy university's counter (some 8,000
 * orders) take a few hundred milliseconds on the embedded database, which answers nobody else
 * meanwhile; sales and reports queue between two statements, never behind a whole year.
 */
const BATCH_DAYS = 14
/** Statements a tick may run: a year of every university over a few ticks at most. */
const MAX_BATCHES = 40

/**
 * The next finished days with orders not kept yet (in this time zone), of one university, newest
 * first (a report is likelier to read them). The days with orders are walked one index probe each
 * (a loose scan of orders_university_date) rather than read from every order; a day without any
 * is left to the first report that reads it, which sums nothing.
 */
async function nextDays(db: Db, zone: string) {
  const latest = (university: SQL, before: SQL) =>
    sql`(SELECT max(date) FROM orders WHERE university_id = ${university} AND date < ${before})`
  const rows = await rowsOf<{ university_id: number; day: string }>(
    db,
    sql`WITH RECURSIVE d(university_id, day) AS (
        SELECT u.id, ${latest(sql`u.id`, sql`current_date - 2`)} FROM universities u
        UNION ALL
        SELECT d.university_id, ${latest(sql`d.university_id`, sql`d.day`)} FROM d
        WHERE d.day IS NOT NULL)
      SELECT university_id, day::text AS day FROM d
      WHERE day IS NOT NULL AND NOT EXISTS (SELECT 1 FROM report_days r
        WHERE r.university_id = d.university_id AND r.day = d.day AND r.money IS NOT NULL
          AND r.zone = ${zone})
      ORDER BY university_id, day DESC LIMIT ${BATCH_DAYS}`,
  )
  const universityId = rows[0]?.university_id
  const days = rows.filter((row) => row.university_id === universityId).map((row) => row.day)
  return { universityId, days }
}

/**
 * Keeps the sums of every finished day of each university that are not kept yet (report_days,
 * dayCache.ts), so the first report of a year reads kept days rather than all its orders. Run by
 * housekeeping: bounded work each time, and safe to run twice at once or from two servers (a day
 * is written only at the version its statement read, and the same day gets the same sums).
 * Returns how many days it kept.
 */
export async function keepFinishedDays(db: Db, maxBatches = MAX_BATCHES): Promise<number> {
  const zone = serverTimeZone()
  let keptDays = 0
  for (let batch = 0; batch < maxBatches; batch++) {
    const { universityId, days } = await nextDays(db, zone)
    if (universityId === undefined) break
    const [row] = await rowsOf<{ saved: number }>(db, keepStatement(universityId, days, zone))
    // None written: each day changed meanwhile; the next tick keeps them.
    if (!row?.saved) break
    keptDays += Number(row.saved)
  }
  return keptDays
}
