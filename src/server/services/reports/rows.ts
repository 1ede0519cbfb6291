import type { SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'

/** The rows of a raw query; node-postgres and PGlite both answer with `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query)
  return (result as unknown as { rows: T[] }).rows
}
