import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { Database, OpenOptions } from './client'
import { runDataSteps } from './dataSteps'
import { lockDataDir } from './lock'
import * as schema from './schema'

// V8 compiles PostgreSQL's WebAssembly with its baseline compiler, then recompiles each function
// that gets hot with its optimising one in the background. At the default budget that began
// during the start, and on 2 cores it slowed the start by a fifth (1.7 s against 1.4 s to the
// first answer) and the first hundred queries threefold. With a budget 550 times larger the
// start and light work stay on baseline code, and a function recompiles once it is really hot
// (a report, an import): after about a second of such work it runs as fast as before.
// Set before PGlite compiles its module.
setFlagsFromString('--wasm-tiering-budget=1000000000')

const OPTIONS = {
  extensions: { pg_trgm },
  // PostgreSQL zeroes its shared buffers at every start, and the first touch of each page of that
  // fresh memory costs the kernel too: 128 MB (PGlite's default) was a third of a second of each
  // start, and 32 MB still 80 ms more than 16 MB (PGlite.create: 647–688 ms against 697–762, six
  // runs alternated). 16 MB holds the demo database whole (8 MB, its catalogues included) and a
  // ceremony's orders; what does not fit is read from the operating system's cache.
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
}

/** The embedded database in its locked folder, or in memory without one; migrated. */
export async function openPglite(
  options: OpenOptions,
  migrationsFolder: string,
): Promise<Database> {
  let dataDir = 'memory://'
  let unlock = async () => {}
  if (options.dataDir) {
    unlock = await lockDataDir(options.dataDir, options.holder ?? 'the kiosk server')
    dataDir = path.join(options.dataDir, 'pgdata')
    mkdirSync(dataDir, { recursive: true })
  }
  try {
    const client = await PGlite.create(dataDir, { ...OPTIONS, loadDataDir: options.dump })
    const db = drizzle(client, { schema })
    await migrate(db, { migrationsFolder })
    await runDataSteps(db)
    // A database in a folder outlives the process: it is left with fresh statistics at close.
    return pgliteDatabase(client, unlock, Boolean(options.dataDir))
  } catch (error) {
    await unlock()
    throw error
  }
}

/**
 * A copy in memory of a database written by `PGlite.dumpDataDir`. Server tests start from one
 * dump of the migrated demo data: a quarter of the time of migrating and seeding each time.
 */
export async function loadPglite(dump: Blob): Promise<Database> {
  const client = await PGlite.create({ ...OPTIONS, loadDataDir: dump })
  return pgliteDatabase(client, async () => {})
}

// Each embedded Database's client, for dumpPglite: the Database itself hides its driver.
const clients = new WeakMap<Database, PGlite>()

/** An embedded database, dumped as `loadPglite` reads it. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = clients.get(database)
  if (!client) throw new Error('dumpPglite: not an embedded database')
  return client.dumpDataDir('none')
}

function pgliteDatabase(client: PGlite, unlock: () => Promise<void>, kept = false): Database {
  const database: Database = {
    db: drizzle(client, { schema }),
    driver: 'pglite',
    maintain: async () => {
      await client.exec('VACUUM ANALYZE')
    },
    close: async () => {
      if (kept) await maintainChanged(client)
      await client.close()
      await unlock()
    },
  }
  clients.set(database, client)
  return database
}

/**
 * VACUUM ANALYZE the tables autovacuum would have by now (its default thresholds), so the next
 * start needs none: PGlite keeps no activity counts across a restart, and a vacuum of the whole
 * database before listening cost half a second of every start. What changed since the last
 * housekeeping (every 10 minutes), an import of the admin command included, is covered.
 */
async function maintainChanged(client: PGlite): Promise<void> {
  // The counts reach pg_stat_user_tables when the backend next reports them: now, not in a second.
  await client.query('SELECT pg_stat_force_next_flush()')
  await client.query('SELECT pg_stat_clear_snapshot()')
  const { rows } = await client.query<{ name: string }>(`
    SELECT format('%I.%I', s.schemaname, s.relname) AS name
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
       OR s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
       OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)`)
  if (rows.length) await client.exec(`VACUUM ANALYZE ${rows.map((row) => row.name).join(', ')}`)
}
