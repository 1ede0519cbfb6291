import { sql } from 'drizzle-orm'
import type { Db } from '../server/db/client'
import { rowsOf } from '../server/db/rows'

/**
 * Waits until no autovacuum worker has run for `quietMs` (at most `maxMs`) and answers how long it
 * waited. The bench's saves write 100,000 sales in three minutes, where a day writes them over
 * hours: the vacuum and analyze they set off then share the machine with what is timed next. The
 * embedded database has no autovacuum: it answers at once.
 */
export async function autovacuumDone(db: Db, quietMs = 3_000, maxMs = 180_000): Promise<number> {
  const started = performance.now()
  let quietSince = started
  while (performance.now() - quietSince < quietMs && performance.now() - started < maxMs) {
    const [workers] = await rowsOf<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'`,
    )
    if (Number(workers?.n) > 0) quietSince = performance.now()
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return performance.now() - started
}
