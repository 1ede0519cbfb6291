import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { ROOT } from '../config'
import { lockDataDir, type Holder } from './lock'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** The handle inside `db.transaction(...)`, which has every query method of Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  /**
   * Does autovacuum's work where nothing else does: PGlite has none, so its dead rows (every
   * touched session, every outbox attempt) would pile up, and without statistics a search over
   * many orders is planned as a full scan.
   */
  maintain(): Promise<void>
  close(): Promise<void>
}

// From the root, not from this module: the built server (dist/server) runs from another folder.
const migrationsFolder = path.join(ROOT, 'src/server/db/migrations')

/** Any lock number works as long as every process uses the same one. */
const MIGRATION_LOCK = 724_116_001

export interface OpenOptions {
  databaseUrl: string | null
  /** A folder for the embedded database, or null for one held in memory (tests). */
  dataDir: string | null
  /** Named to a second process that finds the embedded database locked. */
  holder?: Holder
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Ten connections: a save holds one for its four statements only, and the bench's 50 kiosks
    // leave the server's own process, not PostgreSQL, as the bottleneck (its backends wait on the
    // client); more backends would only compete for the same cores.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection the server drops (a restart, a failover) is replaced at the next query;
    // node-postgres reports it as an 'error' event, which would end the process if nobody listened.
    pool.on('error', (error) =>
      console.warn(`PostgreSQL dropped an idle connection: ${error.message}`),
    )
    const db = drizzlePg(pool, { schema }) as unknown as Db
    const client = await pool.connect()
    try {
      // Several processes may start together; one migrates while the others wait.
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder })
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
      client.release()
    }
    return { db, driver: 'postgres', maintain: async () => {}, close: () => pool.end() }
  }
  let dataDir = 'memory://'
  let unlock = async () => {}
  if (options.dataDir) {
    unlock = await lockDataDir(options.dataDir, options.holder ?? 'the kiosk server')
    dataDir = path.join(options.dataDir, 'pgdata')
    mkdirSync(dataDir, { recursive: true })
  }
  try {
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } })
    const db = drizzlePglite(client, { schema }) as unknown as Db
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder })
    return {
      db,
      driver: 'pglite',
      maintain: async () => {
        await client.exec('VACUUM ANALYZE')
      },
      close: async () => {
        await client.close()
        await unlock()
      },
    }
  } catch (error) {
    await unlock()
    throw error
  }
}

export async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM universities`)
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n) === 0
}
