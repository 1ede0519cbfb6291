import { sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { rowsOf } from '../db/rows'

/** EXPLAIN's lines of a statement as one text, for tests that check which plan it gets. */
export async function explainText(db: Db | Tx, statement: SQL): Promise<string> {
  const rows = await rowsOf<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${statement}`)
  return rows.map((row) => row['QUERY PLAN']).join('\n')
}
