import { sql, type SQL } from 'drizzle-orm'
import { toE164 } from '../../../domain/e164'
import type { Tx } from '../client'
import { rowsOf } from '../rows'

/** A column of phones and the calling code each was typed with, in `t`'s row. */
interface PhoneColumn {
  table: string
  column: string
  code: SQL
}

const COLUMNS: PhoneColumn[] = [
  { table: 'orders', column: 'phone', code: sql`t.countrycode` },
  { table: 'customers', column: 'phone', code: sql`t.countrycode` },
  { table: 'customers', column: 'mobile', code: sql`t.countrycode` },
  // A student's extra details have no calling code of their own: the student's.
  ...['phone', 'mobile'].map((column) => ({
    table: 'customer_extras',
    column,
    code: sql`(SELECT c.countrycode FROM customers c WHERE c.id = t.customer_id)`,
  })),
]

/** What toE164 writes: a phone already so needs no reading. */
const E164 = '^\\+[1-9][0-9]{1,14}(;ext=[0-9]+)?$'

/** Typed phones set at once: three parameters each, well under PostgreSQL's 65,535. */
const BATCH = 1_000

interface Typed {
  code: string
  typed: string
}

/**
 * Every stored phone to E.164, read with the calling code it was typed with (61 where none was
 * recorded), as a sale stores one now. One that reads as no valid number is kept as typed,
 * trimmed, so the search's exact match finds it. Each distinct phone and code is read once: a
 * customer's many orders share theirs. Answers how many distinct phones it changed.
 */
export async function phonesToE164(tx: Tx): Promise<number> {
  let changed = 0
  for (const { table, column, code } of COLUMNS) {
    const phone = sql.raw(`t."${column}"`)
    const typed = await rowsOf<Typed>(
      tx,
      sql`SELECT DISTINCT coalesce(${code}, '') AS code, ${phone} AS typed
          FROM ${sql.raw(`"${table}"`)} t
          WHERE ${phone} <> '' AND ${phone} !~ ${E164}`,
    )
    const moves = typed
      .map((row) => ({ ...row, e164: toE164(row.code, row.typed) }))
      .filter((row) => row.e164 !== row.typed)
    for (let start = 0; start < moves.length; start += BATCH) {
      const values = moves
        .slice(start, start + BATCH)
        .map((m) => sql`(${m.code}, ${m.typed}, ${m.e164})`)
      await tx.execute(
        sql`UPDATE ${sql.raw(`"${table}"`)} t SET ${sql.raw(`"${column}"`)} = m.e164
            FROM (VALUES ${sql.join(values, sql`, `)}) AS m(code, typed, e164)
            WHERE coalesce(${code}, '') = m.code AND ${phone} = m.typed`,
      )
    }
    changed += moves.length
  }
  return changed
}
