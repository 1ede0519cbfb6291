import { sql } from 'drizzle-orm'
import { customers } from './schema'

/** Text matched literally by LIKE and ILIKE: its wildcards and the escape character escaped. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** An ILIKE pattern for text containing `text` anywhere. */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`
}

/** A LIKE pattern for text starting with `text` (what a btree text_pattern_ops index serves). */
export function startingWith(text: string): string {
  return `${escapeLike(text)}%`
}

/**
 * Student ids match whole and regardless of case ('s4100' finds 'S4100'), the same in the
 * student lookup and the order search; lower() on both sides is what the index holds.
 */
export function studentIdIs(studentId: string) {
  return sql`lower(${customers.studentId}) = lower(${studentId.trim()})`
}
