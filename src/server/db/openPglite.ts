import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { Database, Db, OpenOptions } from './client'
import { lockDataDir } from './lock'
import * as schema from './schema'

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
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } })
    await migrate(drizzle(client, { schema }), { migrationsFolder })
    return pgliteDatabase(client, unlock)
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
  const client = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } })
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

function pgliteDatabase(client: PGlite, unlock: () => Promise<void>): Database {
  const database: Database = {
    db: drizzle(client, { schema }) as unknown as Db,
    driver: 'pglite',
    maintain: async () => {
      await client.exec('VACUUM ANALYZE')
    },
    close: async () => {
      await client.close()
      await unlock()
    },
  }
  clients.set(database, client)
  return database
}
