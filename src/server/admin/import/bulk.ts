import { getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../db/client'

/**
 * Rows per statement. Each column travels as one array parameter (unnest), so a statement costs
 * a few parameters whatever its size: 50,000 rows take seconds rather than minutes.
 */
const CHUNK = 5000

export type Progress = (done: number) => void

/** `unnest($1::text[], $2::integer[], …) AS v(a, b, …)` over the given rows' fields. */
function unnest(
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

function fieldNames(rows: Record<string, unknown>[]): string[] {
  return [...new Set(rows.flatMap((row) => Object.keys(row)))]
}

function names(table: PgTable, keys: string[]): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>
  return sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  )
}

async function insertChunk(
  tx: Tx,
  table: PgTable,
  rows: Record<string, unknown>[],
  returning: boolean,
) {
  const keys = fieldNames(rows)
  const source = unnest(table, keys, rows, sql`v(${names(table, keys)})`)
  const result = await tx.execute(
    sql`INSERT INTO ${table} (${names(table, keys)}) SELECT * FROM ${source}${returning ? sql` RETURNING id` : sql``}`,
  )
  return (result as unknown as { rows: { id: number }[] }).rows
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
  }
  return ids
}

/** Inserts in chunks, for tables whose new ids nobody needs. */
export async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await insertChunk(
      tx,
      table,
      rows.slice(start, start + CHUNK) as Record<string, unknown>[],
      false,
    )
  }
}

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
  const groups = new Map<string, typeof rows>()
  for (const row of rows) {
    const signature = Object.keys(row.set).sort().join(',')
    // Pushed in place: copying the group for each row made 50,000 updates quadratic (a minute).
    const group = groups.get(signature)
    if (group) group.push(row)
    else groups.set(signature, [row])
  }
  let done = 0
  for (const [signature, group] of groups) {
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
    }
  }
}

/** Whether any field given differs from the stored row (jsonb compared by content). */
export function differs(stored: Record<string, unknown>, wanted: Record<string, unknown>): boolean {
  return Object.entries(wanted).some(([key, value]) => !same(stored[key], value))
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === null || b === null || a === undefined || b === undefined) return false
  return canonical(a) === canonical(b)
}

/** JSON with keys sorted, as jsonb hands objects back in its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )
}

/** Drops the fields a file left out (undefined), so an update leaves them as they are. */
export function present<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>
}
