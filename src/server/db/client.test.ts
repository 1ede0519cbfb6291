import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { emptyPglite } from '../test/freshDatabase'
import { demoDataIn } from '../test/processes'
import { openDatabase, type Database } from './client'
import { rowsOf } from './rows'

/** The embedded database, whatever TEST_DATABASE_URL says: its upkeep is what is tested here. */
let database: Database

beforeAll(async () => {
  database = await emptyPglite()
})
afterAll(async () => {
  await database?.close()
})

describe('Database.maintain on PGlite', () => {
  it('vacuums away dead rows (PGlite has no autovacuum) and refreshes the statistics', async () => {
    await database.db.execute(
      sql`INSERT INTO universities (slug, name) SELECT 'u' || g, 'University ' || g FROM generate_series(1, 200) AS g`,
    )
    await database.db.execute(sql`DELETE FROM universities WHERE slug <> 'u1'`)
    type Stats = { last_vacuum: unknown; last_analyze: unknown; dead: number }
    const stats = async (): Promise<Stats> => {
      // A fresh read each time: statistics are otherwise kept as first read in the transaction.
      await database.db.execute(sql`SELECT pg_stat_clear_snapshot()`)
      const [row] = await rowsOf<Stats>(
        database.db,
        sql`SELECT last_vacuum, last_analyze, n_dead_tup::int AS dead FROM pg_stat_user_tables WHERE relname = 'universities'`,
      )
      return row!
    }
    // The DELETE's counts reach the statistics when its backend next reports them (at most once a
    // second), which on a busy machine can be after the vacuum: upkeep again then clears them.
    await expect
      .poll(
        async () => {
          await database.maintain()
          return (await stats()).dead
        },
        { timeout: 30_000, interval: 1_100 },
      )
      .toBe(0)
    const after = await stats()
    expect(after.last_vacuum).not.toBeNull()
    expect(after.last_analyze).not.toBeNull()
  })
})

describe('closing an embedded database kept in a folder', () => {
  it('vacuums and analyzes the tables that changed, so the next start needs no upkeep', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-close-'))
    try {
      // A copy of the suite's demo folder where there is one: creating a database costs more.
      await demoDataIn(path.join(dataDir, 'data'))
      const first = await openDatabase({ databaseUrl: null, dataDir: path.join(dataDir, 'data') })
      await first.db.execute(
        sql`INSERT INTO universities (slug, name) SELECT 'u' || g, 'University ' || g FROM generate_series(1, 200) AS g`,
      )
      await first.db.execute(sql`DELETE FROM universities WHERE slug LIKE 'u%' AND slug <> 'u1'`)
      const [live] = await rowsOf<{ n: number }>(
        first.db,
        sql`SELECT count(*)::int AS n FROM universities`,
      )
      const liveRows = live!.n
      await first.close()

      const again = await openDatabase({ databaseUrl: null, dataDir: path.join(dataDir, 'data') })
      try {
        const [table] = await rowsOf<{ tuples: number; columns: number }>(
          again.db,
          sql`SELECT c.reltuples::int AS tuples,
                     (SELECT count(*)::int FROM pg_stats WHERE tablename = 'universities') AS columns
              FROM pg_class c WHERE c.relname = 'universities'`,
        )
        // Vacuumed: the 199 dead rows are no longer counted; analyzed: its columns have statistics.
        expect(table?.tuples).toBe(liveRows)
        expect(table?.columns).toBeGreaterThan(0)
      } finally {
        await again.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
