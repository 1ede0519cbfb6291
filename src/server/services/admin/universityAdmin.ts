import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { universities } from '../../db/schema'
import { AdminError } from './adminError'

const SLUG = /^[a-z0-9-]{1,64}$/

export async function addUniversity(
  db: Db,
  slug: string,
  name: string,
): Promise<{ id: number; slug: string; name: string }> {
  if (!SLUG.test(slug)) {
    throw new AdminError(`The slug "${slug}" must be 1-64 lower-case letters, digits or "-".`)
  }
  if (!name.trim()) throw new AdminError('The university needs a name.')
  const [row] = await db
    .insert(universities)
    .values({ slug, name: name.trim() })
    .onConflictDoNothing()
    .returning()
  if (!row) throw new AdminError(`A university with the slug "${slug}" already exists.`)
  return { id: row.id, slug: row.slug, name: row.name }
}

export async function universityOf(db: Db, slug: string) {
  const [university] = await db.select().from(universities).where(eq(universities.slug, slug))
  if (!university) throw new AdminError(`There is no university with the slug "${slug}".`)
  return university
}
