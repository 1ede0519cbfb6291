import { sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { CHUNK, fieldNames, names, unnest, yieldToEventLoop, type Progress } from './bulkSql'

async function insertChunk(
  tx: Tx,
  table: PgTable,
  rows: Record<string, unknown>[],
  returning: boolean,
) {
  const keys = fieldNames(rows)
  const source = unnest(table, keys, rows, sql`v(${names(table, keys)})`)
  return rowsOf<{ id: number }>(
    tx,
    sql`INSERT INTO ${table} (${names(table, keys)}) SELECT * FROM ${source}${returning ? sql` RETURNING id` : sql``}`,
  )
}

/** Inserts in chunks; returns the new ids in the order given (unnest keeps the arrays' order). */
export async function insertMany<T extends PgTable & { id: PgColumn }>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  progress: Progress = () => {},
): Promise<number[]> {
  const ids: number[] = []
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK) as Record<string, unknown>[]
    ids.push(...(await insertChunk(tx, table, chunk, true)).map((r) => Number(r.id)))
    progress(start + chunk.length)
    await yieldToEventLoop()
  }
  return ids
}

/** Inserts in chunks, for tables whose new ids nobody needs. */
export async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK) as Record<string, unknown>[]
    await insertChunk(tx, table, chunk, false)
    await yieldToEventLoop()
  }
}
