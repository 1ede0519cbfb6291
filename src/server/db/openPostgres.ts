import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { Database, Db } from './client'
import { runDataSteps } from './dataSteps'
import * as schema from './schema'

/** Any lock number works as long as every process uses the same one. */
const MIGRATION_LOCK = 724_116_001

/** A pool on a PostgreSQL server, migrated by whichever of several starting processes is first. */
export async function openPostgres(url: string, migrationsFolder: string): Promise<Database> {
  // Ten connections: a save holds one for a single statement at a time (its session read, its
  // read, its write), and the bench's 50 kiosks leave the server's own process, not PostgreSQL,
  // as the bottleneck; more backends would only compete for the same cores. Pools of 3, 4 and 20
  // measured the same as 10 within the machine's swing (alternated rounds; docs/performance.md).
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection the server drops (a restart, a failover) is replaced at the next query;
  // node-postgres reports it as an 'error' event, which would end the process if nobody listened.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL dropped an idle connection: ${error.message}`),
  )
  // A connection checked out of the pool has no such listener (the pool takes its own off while
  // the connection is lent): one PostgreSQL ends under a transaction (a restart, a failover)
  // emitted an 'error' nobody heard and ended the whole process. Its query or transaction fails
  // instead, the pool drops the connection on release, and the next request gets a fresh one.
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      console.warn(`PostgreSQL ended a connection in use: ${error.message}`),
    ),
  )
  const db: Db = drizzle(pool, { schema })
  const client = await pool.connect()
  try {
    // Several processes may start together; one migrates while the others wait.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    const migrating = drizzle(client, { schema })
    await migrate(migrating, { migrationsFolder })
    await runDataSteps(migrating)
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    client.release()
  }
  return { db, driver: 'postgres', maintain: async () => {}, close: () => pool.end() }
}
