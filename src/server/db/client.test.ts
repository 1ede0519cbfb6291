import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from './client'

/** The embedded database, whatever TEST_DATABASE_URL says: its upkeep is what is tested here. */
let database: Database

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, dataDir: null })
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
    await database.maintain()
    const result = await database.db.execute(
      sql`SELECT last_vacuum, last_analyze, n_dead_tup::int AS dead FROM pg_stat_user_tables WHERE relname = 'universities'`,
    )
    const [stats] = (
      result as unknown as { rows: { last_vacuum: unknown; last_analyze: unknown; dead: number }[] }
    ).rows
    expect(stats!.last_vacuum).not.toBeNull()
    expect(stats!.last_analyze).not.toBeNull()
    expect(stats!.dead).toBe(0)
  })
})
