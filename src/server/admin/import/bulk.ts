import { getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../db/client'

/** Rows per statement: big enough to keep 50,000 rows fast, small enough for 65,535 parameters. */
const CHUNK = 500

export type Progress = (done: number) => void

/** Inserts in chunks of one statement each; returns the new ids in the order given. */
export async function insertMany<T extends PgTable & { id: PgColumn }>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  progress: Progress = () => {},
): Promise<number[]> {
  const ids: number[] = []
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    const inserted = (await tx
      .insert(table)
      .values(chunk)
      .returning({ id: table.id })) as unknown as { id: number }[]
    ids.push(...inserted.map((r) => r.id))
    progress(start + chunk.length)
  }
  return ids
}

/** Inserts in chunks, for tables whose new ids nobody needs. */
export async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK))
  }
}

/**
 * Updates many rows by id with one statement per chunk (UPDATE … FROM (VALUES …)), since one
 * statement a row would make a large file take minutes on the embedded database.
 */
export async function updateMany(
  tx: Tx,
  table: PgTable,
  rows: { id: number; set: Record<string, unknown> }[],
  progress: Progress = () => {},
  /** The column the ids are in (customer_extras is keyed by customer_id). */
  idColumn = 'id',
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const groups = new Map<string, typeof rows>()
  for (const row of rows) {
    const signature = Object.keys(row.set).sort().join(',')
    groups.set(signature, [...(groups.get(signature) ?? []), row])
  }
  let done = 0
  for (const [signature, group] of groups) {
    const keys = signature.split(',').filter(Boolean)
    const targets = keys.map((key) => columns[key]!)
    for (let start = 0; start < group.length; start += CHUNK) {
      const chunk = group.slice(start, start + CHUNK)
      const values = chunk.map((row) => {
        const cells: SQL[] = [sql`${row.id}::int`]
        for (const [i, key] of keys.entries()) cells.push(cell(targets[i]!, row.set[key]))
        return sql`(${sql.join(cells, sql`, `)})`
      })
      const names = ['key_id', ...targets.map((c) => c.name)].map((n) => sql.identifier(n))
      const assignments = targets.map(
        (c) => sql`${sql.identifier(c.name)} = v.${sql.identifier(c.name)}`,
      )
      if ('updatedAt' in columns) assignments.push(sql`updated_at = now()`)
      await tx.execute(
        sql`UPDATE ${table} AS t SET ${sql.join(assignments, sql`, `)} FROM (VALUES ${sql.join(values, sql`, `)}) AS v(${sql.join(names, sql`, `)}) WHERE t.${sql.identifier(idColumn)} = v.key_id`,
      )
      done += chunk.length
      progress(done)
    }
  }
}

/** A value cast to its column's type, as VALUES would otherwise type every parameter as text. */
function cell(column: PgColumn, value: unknown): SQL {
  const type = sql.raw(column.getSQLType())
  if (value === null || value === undefined) return sql`NULL::${type}`
  return sql`${column.mapToDriverValue(value)}::${type}`
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
