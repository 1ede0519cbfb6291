import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../db/client'
import { loadPglite } from '../db/openPglite'
import { seedDemo } from '../demo/seed'

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

/** Each dump's bytes, read once by each worker (the files of a worker share its modules). */
const dumpBytes = new Map<string, Promise<ArrayBuffer>>()

/**
 * A Blob that hands PGlite the dump's bytes at once: Node's own Blob reads its 42 MB back through
 * a stream and joins the chunks (0.46–0.50 s of CPU a file). The same bytes serve every load:
 * PGlite copies each file out of the tar into its own memory, so a database loaded from them
 * never writes to them (checked: their hash is unchanged after rows are written, a checkpoint and
 * the close, and the next load sees none of those rows). A copy each time took 7.8 of the
 * suite's 129 core-seconds.
 */
class BytesBlob extends Blob {
  constructor(private readonly content: ArrayBuffer) {
    super()
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.content)
  }
}

async function loadDump(file: string): Promise<Database> {
  let bytes = dumpBytes.get(file)
  if (!bytes) {
    // An ArrayBuffer of exactly the file: a Buffer may be a view into a larger one.
    bytes = readFile(file).then((buffer) => new Uint8Array(buffer).buffer)
    dumpBytes.set(file, bytes)
  }
  return loadPglite(new BytesBlob(await bytes))
}

/**
 * A migrated, empty embedded database, whatever TEST_DATABASE_URL says: a copy of the one the
 * suite's global setup dumped before seeding (0.8 s of CPU against 3.6 s to create and migrate
 * one), or, outside vitest, a new one.
 */
export async function emptyPglite(): Promise<Database> {
  const dump = process.env.VITEST ? inject('emptyDump') : null
  return dump ? loadDump(dump) : openDatabase({ databaseUrl: null, dataDir: null })
}

/**
 * A migrated, empty database: in-memory PGlite by default. With TEST_DATABASE_URL (CI's
 * PostgreSQL 15), a database of its own for this test file, so files never see each other's rows.
 */
export async function freshDatabase(): Promise<OwnedDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) return ownPostgres(adminUrl, null)
  return { database: await emptyPglite(), url: null, drop: async () => {} }
}

/**
 * The same with the demo data: a copy of the one the suite's global setup made, or, outside
 * vitest (the fault bench), a fresh database seeded here.
 */
export async function demoDatabase(): Promise<OwnedDatabase> {
  const dump = process.env.VITEST ? inject('demoDump') : null
  const template = process.env.VITEST ? inject('demoTemplate') : null
  if (dump) return { database: await loadDump(dump), url: null, drop: async () => {} }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl && template) return ownPostgres(adminUrl, template)
  const owned = await freshDatabase()
  await seedDemo(owned.database.db)
  return owned
}
