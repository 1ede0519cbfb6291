import { getTableColumns, sql, type Column, type SQL, type Table } from 'drizzle-orm'
import type { Db, Tx } from './client'

/** What drizzle's prepared queries of both drivers (PGlite, node-postgres) have in common. */
interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>
}

/** drizzle's connection field, not in its published types: each driver's queries run on it. */
interface Bound {
  client: unknown
}

/** Built queries by key, for each driver's session class (the tests run both drivers). */
const builtByDriver = new WeakMap<object, Map<string, Prepared>>()

/**
 * A statement whose SQL is built once per process. drizzle builds a query's text anew on every
 * call (2.4 ms for a sale's read on a loaded machine: most of what a save costs the server), and
 * its own prepare() binds the query to one connection. `build` is called once per `key`, with
 * `sql.placeholder(...)` for every value; later calls only bind `values`, on the connection of
 * `runner` (a transaction's or the pool's). One key must always build the same text. On
 * PostgreSQL the key also names a prepared statement on each connection.
 */
export function reuse<Q extends Prepared>(
  runner: Db | Tx,
  key: string,
  build: () => { prepare(name: string): Q },
): Q {
  const session = (runner as unknown as { session: Bound }).session
  const driver = Object.getPrototypeOf(session) as object
  let built = builtByDriver.get(driver)
  if (!built) builtByDriver.set(driver, (built = new Map()))
  let query = built.get(key) as Q | undefined
  if (!query) {
    query = build().prepare(key)
    built.set(key, query)
  }
  const bound: Q & Bound = Object.create(query)
  bound.client = session.client
  return bound
}

/**
 * A row's values as placeholders named after its keys (after `prefix`), each cast to its column's
 * type (in an INSERT's SELECT list no column tells PostgreSQL the type), to be bound with
 * `encoded`: drizzle's own placeholder filling would turn a null into JSON's `null` in a jsonb
 * column and fail on a null timestamp.
 */
export function placeholders<T extends object>(table: Table, row: T, prefix = '') {
  const entries = Object.keys(row).map((name) => [
    name,
    sql`${sql.placeholder(prefix + name)}::${sql.raw(columnOf(table, name).getSQLType())}`,
  ])
  return Object.fromEntries(entries) as { [K in keyof T]: SQL }
}

/** `a, b, c`: the table's column names of a row's keys, for an INSERT's column list. */
export function columnNames(table: Table, row: object): SQL {
  const names = Object.keys(row).map((name) => sql.identifier(columnOf(table, name).name))
  return sql.join(names, sql`, `)
}

function columnOf(table: Table, name: string): Column {
  const column = (getTableColumns(table) as Record<string, Column>)[name]
  if (!column) throw new Error(`${name} is not a column of this table.`)
  return column
}

/** The values for `placeholders(table, row, prefix)`, each as `table`'s column sends it (null stays). */
export function encoded(table: Table, row: object, prefix = ''): Record<string, unknown> {
  const columns: Record<string, Column> = getTableColumns(table)
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => {
      const column = columns[name]
      if (!column) throw new Error(`${name} is not a column of this table.`)
      return [prefix + name, value == null ? null : column.mapToDriverValue(value)]
    }),
  )
}
