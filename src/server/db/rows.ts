import type { SQL } from 'drizzle-orm'

/** What a raw query answers on both drivers: node-postgres's QueryResult and PGlite's Results. */
export interface RawResult<Row> {
  rows: Row[]
}

/** What a raw query needs of a database or a transaction; a test may hand in a fake. */
export interface RawQueries {
  execute(query: SQL): PromiseLike<RawResult<Record<string, unknown>>>
}

/**
 * The rows of a raw query. TypeScript cannot read the columns from the SQL text, so `Row` is the
 * caller's word for what its SELECT returns.
 */
export async function rowsOf<Row extends object>(runner: RawQueries, query: SQL): Promise<Row[]> {
  const result = await runner.execute(query)
  return result.rows as Row[]
}
