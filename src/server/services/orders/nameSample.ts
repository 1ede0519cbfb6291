import { sql } from 'drizzle-orm'
import { rowsOf, type RawQueries } from '../../db/rows'
import type { NameSample } from './trigramPart'

/**
 * How long a sample is used before it is read again. ANALYZE, which makes it, runs at most every
 * few minutes (autovacuum, or housekeeping every 10 minutes on the embedded database), and a day's
 * sales change the shares of the names' trigrams slowly.
 */
const KEEP_MS = 10 * 60_000

const kept = new WeakMap<RawQueries, { at: number; sample: Promise<NameSample> }>()

/**
 * The orders' names as ANALYZE sampled them for the planner: the most common values of the name
 * index's expression with their shares, and the histogram's bounds sharing the rest equally. No
 * statistics yet (a new database) is an empty sample, which finds no trigram common.
 */
export function nameSample(db: RawQueries, now = Date.now()): Promise<NameSample> {
  const held = kept.get(db)
  if (held && now - held.at < KEEP_MS) return held.sample
  // The sample only chooses what the index is asked for: a read that fails (statistics the role
  // may not see) costs no search, which then asks for the whole term until the next read.
  const sample = readSample(db).catch(() => ({ values: [] }))
  kept.set(db, { at: now, sample })
  return sample
}

interface StatsRow {
  null_frac: number | string | null
  common: string[] | null
  shares: (number | string)[] | null
  bounds: string[] | null
}

async function readSample(db: RawQueries): Promise<NameSample> {
  const [row] = await rowsOf<StatsRow>(
    db,
    sql`SELECT null_frac, most_common_vals::text::text[] AS common,
               most_common_freqs AS shares, histogram_bounds::text::text[] AS bounds
        FROM pg_stats
        WHERE schemaname = current_schema() AND tablename = 'orders_name_trgm'`,
  )
  if (!row) return { values: [] }
  const common = (row.common ?? []).map((text, i) => ({
    text: text.toLowerCase(),
    share: Number(row.shares?.[i] ?? 0),
  }))
  const bounds = row.bounds ?? []
  const rest = 1 - Number(row.null_frac ?? 0) - common.reduce((sum, value) => sum + value.share, 0)
  const each = bounds.length > 0 ? Math.max(rest, 0) / bounds.length : 0
  return {
    values: [...common, ...bounds.map((text) => ({ text: text.toLowerCase(), share: each }))],
  }
}
