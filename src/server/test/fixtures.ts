import { eq, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { ceremonies, staff, universities } from '../db/schema'

export async function universityId(db: Db, slug: string): Promise<number> {
  const [row] = await db
    .select({ id: universities.id })
    .from(universities)
    .where(eq(universities.slug, slug))
  if (!row) throw new Error(`no university ${slug}`)
  return row.id
}

export async function staffOf(db: Db, slug: string) {
  const [row] = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .innerJoin(universities, eq(universities.id, staff.universityId))
    .where(eq(universities.slug, slug))
  if (!row) throw new Error(`no staff at ${slug}`)
  return row
}

/** A ceremony of the university (the second seeded one, which is today). */
export async function ceremonyOf(db: Db, slug: string): Promise<number> {
  const id = await universityId(db, slug)
  const rows = await db
    .select({ id: ceremonies.id })
    .from(ceremonies)
    .where(eq(ceremonies.universityId, id))
    .orderBy(ceremonies.id)
  return rows[1]!.id
}

export function count(db: Db, table: PgTable, where?: SQL): Promise<number> {
  return db.$count(table, where)
}
