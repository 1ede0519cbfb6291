import { asc, eq } from 'drizzle-orm'
import type { University } from '../../../domain/contract/login'
import type { Db } from '../../db/client'
import type { TenantRecord } from '../../types'
import { universities } from '../../db/schema'

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

/** How long a found university is kept: universities are only ever added, never changed. */
const TENANT_TTL_MS = 30_000
const tenants = new WeakMap<Db, Map<string, { row: TenantRecord; until: number }>>()

/**
 * universityBySlug for every request's tenant check, from memory once found: a burst of requests
 * (a hall of kiosks, or slow clients opening a thousand requests) then waits on no database
 * query before its body arrives. A slug not found is asked again each time, so a university added
 * while the server runs is served at once.
 */
export async function tenantBySlug(db: Db, slug: string): Promise<TenantRecord | null> {
  let known = tenants.get(db)
  if (!known) tenants.set(db, (known = new Map()))
  const hit = known.get(slug)
  if (hit && hit.until > Date.now()) return hit.row
  const row = await universityBySlug(db, slug)
  if (row) known.set(slug, { row, until: Date.now() + TENANT_TTL_MS })
  return row
}
