import { asc, eq } from 'drizzle-orm'
import type { University } from '../../domain/contract/requests'
import type { Db } from '../db/client'
import type { TenantRecord } from '../types'
import { universities } from '../db/schema'

/** Every university, by name, as the login screens offer them. */
export async function universityList(db: Db): Promise<University[]> {
  const rows = await db.select().from(universities).orderBy(asc(universities.name))
  return rows.map((row) => ({ label: row.name, value: row.slug }))
}

/** The university a `/{tenant}/…` path names, or null. */
export async function universityBySlug(db: Db, slug: string): Promise<TenantRecord | null> {
  const [row] = await db
    .select({ id: universities.id, slug: universities.slug, name: universities.name })
    .from(universities)
    .where(eq(universities.slug, slug))
  return row ?? null
}
