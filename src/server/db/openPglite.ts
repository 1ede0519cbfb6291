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
    const db = drizzle(client, { schema }) as unknown as Db
    await migrate(drizzle(client, { schema }), { migrationsFolder })
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
