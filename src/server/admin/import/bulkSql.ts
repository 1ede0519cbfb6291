import { getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'

/**
 * Rows per statement. Each column travels as one array parameter (unnest), so a statement costs
 * a few parameters whatever its size: 50,000 rows take seconds rather than minutes.
 */
export const CHUNK = 5000

export type Progress = (done: number) => void

/** `unnest($1::text[], $2::integer[], …) AS v(a, b, …)` over the given rows' fields. */
export function unnest(
  table: PgTable,
  keys: string[],
  rows: Record<string, unknown>[],
  alias: SQL,
  leading: SQL[] = [],
) {
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const arrays = keys.map((key) => {
    const column = columns[key]!
    const values = rows.map((row) => {
      const value = row[key]
      return value === null || value === undefined ? null : column.mapToDriverValue(value)
    })
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`
  })
  return sql`unnest(${sql.join([...leading, ...arrays], sql`, `)}) AS ${alias}`
}

export function fieldNames(rows: Record<string, unknown>[]): string[] {
  return [...new Set(rows.flatMap((row) => Object.keys(row)))]
}

export function names(table: PgTable, keys: string[]): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>
  return sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  )
}
