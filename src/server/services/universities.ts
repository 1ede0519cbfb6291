import { asc } from 'drizzle-orm'
import type { University } from '../../domain/contract/requests'
import type { Db } from '../db/client'
import { universities } from '../db/schema'

/** Every university, by name, as the login screens offer them. */
export async function universityList(db: Db): Promise<University[]> {
  const rows = await db.select().from(universities).orderBy(asc(universities.name))
  return rows.map((row) => ({ label: row.name, value: row.slug }))
}
