import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '../db/client'

export interface OwnedDatabase {
  database: Database
  drop(): Promise<void>
}

/**
 * In-memory PGlite by default. With TEST_DATABASE_URL (CI's PostgreSQL 15), a database of its
 * own for this test file, created here and dropped at close, so files never see each other's rows.
 */
export async function freshDatabase(): Promise<OwnedDatabase & { url: string | null }> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    const database = await openDatabase({ databaseUrl: null, dataDir: null })
    return { database, url: null, drop: async () => {} }
  }
  const name = `pos_test_${randomBytes(6).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null })
  return {
    database,
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}
