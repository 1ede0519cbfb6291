import { sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'

/** EXPLAIN's lines of a statement as one text, for tests that check which plan it gets. */
export async function explainText(db: Db | Tx, statement: SQL): Promise<string> {
  const result = (await db.execute(sql`EXPLAIN ${statement}`)) as unknown as {
    rows: { 'QUERY PLAN': string }[]
  }
  return result.rows.map((row) => row['QUERY PLAN']).join('\n')
}
