import { getTableColumns, is, SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'

/**
 * Rows per statement. Each column travels as one array parameter (unnest), so a statement costs
 * a few parameters whatever its size: 50,000 rows take seconds rather than minutes.
 */
export const CHUNK = 5000

export type Progress = (done: number) => void

/**
 * Lets the event loop run between chunks: the embedded database answers through promises alone,
 * so without this a long import would hold back the server's timers and sockets (its progress
 * lines, other kiosks' requests) until it ended.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

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
    const blank = blankValue(column)
    const values = rows.map((row) => {
      const value = row[key] ?? blank
      return value === null || value === undefined ? null : column.mapToDriverValue(value)
    })
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`
  })
  return sql`unnest(${sql.join([...leading, ...arrays], sql`, `)}) AS ${alias}`
}

/**
 * What a blank cell stores: null, or the column's own default where the column takes no null
 * (a stock's images: no pictures), so a file may leave an optional cell blank in any row.
 */
function blankValue(column: PgColumn): unknown {
  const fixed = column.hasDefault && !is(column.default, SQL)
  return column.notNull && fixed ? column.default : null
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
