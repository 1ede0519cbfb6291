import path from 'node:path'
import { sql, type Assume } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { ROOT } from '../config'
import type { Holder } from './lock'
import { rowsOf, type RawResult } from './rows'
import type * as schema from './schema'

export type Schema = typeof schema
/** Raw queries typed as both drivers answer them, so `db.execute(...)` has its `rows`. */
interface RawResultHKT extends PgQueryResultHKT {
  type: RawResult<Assume<this['row'], Record<string, unknown>>>
}
export type Db = PgDatabase<RawResultHKT, Schema>
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

export interface OpenOptions {
  databaseUrl: string | null
  /** A folder for the embedded database, or null for one held in memory (tests). */
  dataDir: string | null
  /** Named to a second process that finds the embedded database locked. */
  holder?: Holder
  /**
   * Tests: an embedded database's contents for a new folder, as `dumpPglite` writes them (about a
   * second, where creating one runs PostgreSQL's initdb in WebAssembly for four).
   */
  dump?: Blob
}

/**
 * Opens the server's database. Each driver's modules load only when it is used: a start on the
 * embedded database does not load node-postgres, nor one on PostgreSQL PGlite.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./openPostgres')
    return openPostgres(options.databaseUrl, migrationsFolder)
  }
  const { openPglite } = await import('./openPglite')
  return openPglite(options, migrationsFolder)
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM universities`)
  return Number(row?.n) === 0
}
