import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../db/client'
import { loadPglite } from '../db/openPglite'
import { seedDemo } from '../db/seed'

export interface OwnedDatabase {
  database: Database
  /** The PostgreSQL database of its own (null on PGlite). */
  url: string | null
  drop(): Promise<void>
}

export const newDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`

export function databaseNamed(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs one statement (CREATE or DROP DATABASE) on a connection of its own. */
export async function adminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A PostgreSQL database of this test file's own, dropped at close. */
async function ownPostgres(adminUrl: string, template: string | null): Promise<OwnedDatabase> {
  const name = newDatabaseName('pos_test')
  await adminStatement(
    adminUrl,
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`,
  )
  const url = databaseNamed(adminUrl, name)
  const database = await openDatabase({ databaseUrl: url, dataDir: null })
  return {
    database,
    url,
    drop: () => adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

/**
 * A migrated, empty database: in-memory PGlite by default. With TEST_DATABASE_URL (CI's
 * PostgreSQL 15), a database of its own for this test file, so files never see each other's rows.
 */
export async function freshDatabase(): Promise<OwnedDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) return ownPostgres(adminUrl, null)
  const database = await openDatabase({ databaseUrl: null, dataDir: null })
  return { database, url: null, drop: async () => {} }
}

/** The demo dump, read once by each worker (the files of a worker share its modules). */
let dumpBytes: Promise<Buffer> | undefined

/**
 * A Blob that hands PGlite its bytes at once. Node's own Blob reads its 42 MB back through a
 * stream and joins the chunks: 0.46–0.50 s of CPU a file, against 0.16 s for this copy.
 */
class BytesBlob extends Blob {
  constructor(private readonly content: Uint8Array) {
    super()
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    // A copy each time: the database loaded from it must not share memory with the next one.
    return Promise.resolve(new Uint8Array(this.content).buffer)
  }
}

/**
 * The same with the demo data: a copy of the one the suite's global setup made, or, outside
 * vitest (the fault bench), a fresh database seeded here.
 */
export async function demoDatabase(): Promise<OwnedDatabase> {
  const dump = process.env.VITEST ? inject('demoDump') : null
  const template = process.env.VITEST ? inject('demoTemplate') : null
  if (dump) {
    dumpBytes ??= readFile(dump)
    const database = await loadPglite(new BytesBlob(await dumpBytes))
    return { database, url: null, drop: async () => {} }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl && template) return ownPostgres(adminUrl, template)
  const owned = await freshDatabase()
  await seedDemo(owned.database.db)
  return owned
}
