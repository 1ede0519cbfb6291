import { getTableColumns, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../db/client'
import { CHUNK, names, unnest, yieldToEventLoop, type Progress } from './bulkSql'
import { groupByFields } from './rowFields'

/** Updates many rows by id, a chunk a statement (UPDATE … FROM unnest(…)). */
export async function updateMany(
  tx: Tx,
  table: PgTable,
  rows: { id: number; set: Record<string, unknown> }[],
  progress: Progress = () => {},
  /** The column the ids are in (customer_extras is keyed by customer_id). */
  idColumn = 'id',
): Promise<void> {
  const hasUpdatedAt = 'updatedAt' in getTableColumns(table)
  let done = 0
  for (const [signature, group] of groupByFields(rows)) {
    const keys = signature.split(',').filter(Boolean)
    const columns = getTableColumns(table) as Record<string, PgColumn>
    for (let start = 0; start < group.length; start += CHUNK) {
      const chunk = group.slice(start, start + CHUNK)
      const ids = sql`${sql.param(chunk.map((row) => row.id))}::int[]`
      const values = unnest(
        table,
        keys,
        chunk.map((row) => row.set),
        sql`v(key_id, ${names(table, keys)})`,
        [ids],
      )
      const assignments = keys.map((key) => {
        const name = sql.identifier(columns[key]!.name)
        return sql`${name} = v.${name}`
      })
      if (hasUpdatedAt) assignments.push(sql`updated_at = now()`)
      await tx.execute(
        sql`UPDATE ${table} AS t SET ${sql.join(assignments, sql`, `)} FROM ${values} WHERE t.${sql.identifier(idColumn)} = v.key_id`,
      )
      done += chunk.length
      progress(done)
      await yieldToEventLoop()
    }
  }
}
