import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { ROOT } from '../../config'
import { adminStatement, databaseNamed, newDatabaseName } from '../../test/freshDatabase'
import type { Db } from '../../db/client'
import { runDataSteps } from '../../db/dataSteps'
import { rowsOf } from '../../db/rows'
import { searchOrders } from './searchOrders'

const MIGRATIONS = path.join(ROOT, 'src/server/db/migrations')
const BEFORE = '0020_phones_e164'

/** A database migrated to some folder's migrations, on PGlite or, under TEST_DATABASE_URL, PostgreSQL. */
interface Migrating {
  db: Db
  migrateTo(folder: string): Promise<void>
  close(): Promise<void>
}

async function pglite(): Promise<Migrating> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const client = await PGlite.create({ extensions: { pg_trgm } })
  const db = drizzle(client)
  return {
    db: db as unknown as Db,
    migrateTo: (migrationsFolder) => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  }
}

async function postgres(adminUrl: string): Promise<Migrating> {
  const { default: pg } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const name = newDatabaseName('pos_phones')
  await adminStatement(adminUrl, `CREATE DATABASE ${name}`)
  const client = new pg.Client({ connectionString: databaseNamed(adminUrl, name) })
  await client.connect()
  const db = drizzle(client)
  return {
    db: db as unknown as Db,
    migrateTo: (migrationsFolder) => migrate(db, { migrationsFolder }),
    close: async () => {
      await client.end()
      await adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

/** The migrations as they were before phones were stored in E.164. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'))
  await cp(MIGRATIONS, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta/_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag === tag)
  for (const entry of journal.entries.splice(at)) await rm(path.join(folder, `${entry.tag}.sql`))
  await writeFile(journalFile, JSON.stringify(journal))
  return folder
}

let database: Migrating
let older: string
let universityId: number

/** Orders with these calling codes and phones, as kiosks stored them before. */
const STORED: [code: string | null, typed: string | null, e164: string | null][] = [
  ['61', '412345602', '+61412345602'],
  ['61', '0412 555 010', '+61412555010'],
  ['61', '+61 412 345 603', '+61412345603'],
  [null, '0412345604', '+61412345604'],
  ['64', '021 123 4567', '+64211234567'],
  ['61', '0412 345 605 ext. 7', '+61412345605;ext=7'],
  ['61', '12', '12'],
  ['61', ' ask at desk ', 'ask at desk'],
  ['61', '', ''],
  ['61', null, null],
]

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL
  database = adminUrl ? await postgres(adminUrl) : await pglite()
  older = await migrationsBefore(BEFORE)
  await database.migrateTo(older)
  const { db } = database
  const [university] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO universities (slug, name) VALUES ('demo', 'Demo') RETURNING id`,
  )
  universityId = university!.id
  for (const [code, typed] of STORED) {
    await db.execute(sql`
      INSERT INTO orders (university_id, type, date, name, lastname, countrycode, phone, amount, paid)
      VALUES (${universityId}, 'Order#Cash', current_date, 'Noor', 'Haddad', ${code}, ${typed}, 35, 35)`)
  }
  const [customer] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO customers (university_id, student_id, name, lastname, countrycode, phone, mobile)
        VALUES (${universityId}, '41001001', 'Avery', 'Lindqvist', '64', '021 123 4567', '+64 21 123 4568')
        RETURNING id`,
  )
  await db.execute(sql`
    INSERT INTO customer_extras (customer_id, phone, mobile)
    VALUES (${customer!.id}, '021 123 4567', NULL)`)
  await database.migrateTo(MIGRATIONS)
  await runDataSteps(db)
}, 120_000)
afterAll(async () => {
  await database?.close()
  if (older) await rm(older, { recursive: true, force: true })
})

describe('migration 0020: stored phones to E.164', () => {
  it("converts each order's phone with its calling code, and keeps what reads as no number", async () => {
    const rows = await rowsOf<{ phone: string | null }>(
      database.db,
      sql`SELECT phone FROM orders ORDER BY id`,
    )
    expect(rows.map((row) => row.phone)).toEqual(STORED.map(([, , e164]) => e164))
  })

  it("converts students' phones and mobiles, their extra details' with the student's code", async () => {
    const [student] = await rowsOf<{ phone: string; mobile: string; extra: string }>(
      database.db,
      sql`SELECT c.phone, c.mobile, x.phone AS extra
          FROM customers c JOIN customer_extras x ON x.customer_id = c.id`,
    )
    expect(student).toEqual({
      phone: '+64211234567',
      mobile: '+64211234568',
      extra: '+64211234567',
    })
  })

  it('finds the converted orders by any spelling, and a phone kept as typed by its text', async () => {
    const found = async (phone: string) =>
      (await searchOrders(database.db, universityId, { phone })).map((order) => order.phone)
    for (const typed of ['0412 345 602', '+61412345602', '0412345602']) {
      expect(await found(typed), typed).toEqual(['+61412345602'])
    }
    expect(await found('0412555010')).toEqual(['+61412555010'])
    expect(await found('ask at desk')).toEqual(['ask at desk'])
  })

  it('runs once: the step is marked done, and running the steps again changes nothing', async () => {
    const [step] = await rowsOf<{ done: boolean }>(
      database.db,
      sql`SELECT done_at IS NOT NULL AS done FROM data_steps WHERE name = 'phones_e164'`,
    )
    expect(step?.done).toBe(true)
    await database.db.execute(sql`UPDATE orders SET phone = '0412 000 000' WHERE phone = '12'`)
    await runDataSteps(database.db)
    const [kept] = await rowsOf<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE phone = '0412 000 000'`,
    )
    expect(Number(kept?.n)).toBe(1)
  })
})
