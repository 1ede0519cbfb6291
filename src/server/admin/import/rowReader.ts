import { isValidEmail } from '../../../domain/validation'
import { parseDate, parseMoney, parseYesNo } from './cellValues'
import { parseTime, type ClockTime } from '../../../domain/clockTime'
import type { CsvRow, Problem } from './readCsv'

/**
 * Reads the cells of one row, collecting a problem for every bad one instead of stopping at the
 * first, so a file is fixed in one pass. Each reader returns undefined when the file has no such
 * column (an update then leaves the value alone), null when the cell is empty.
 */
export class RowReader {
  readonly problems: Problem[] = []

  constructor(readonly row: CsvRow) {}

  get line(): number {
    return this.row.line
  }

  has(column: string): boolean {
    return column in this.row.values
  }

  fail(column: string, message: string): undefined {
    this.problems.push({ line: this.row.line, column, message })
    return undefined
  }

  /** The cell as text; null when empty, undefined when the column is absent. */
  text(column: string): string | null | undefined {
    if (!this.has(column)) return undefined
    const value = this.row.values[column]!
    return value === '' ? null : value
  }

  /** A cell that must hold something whenever its row is imported. */
  required(column: string): string | undefined {
    const value = this.text(column)
    if (value) return value
    return this.fail(column, 'is empty; every row needs one')
  }

  /** Parses a non-empty cell with `read`, which returns undefined for a bad value. */
  parsed<T>(column: string, read: (value: string) => T | undefined, expected: string) {
    const value = this.text(column)
    if (value === undefined || value === null) return value
    const result = read(value)
    return result === undefined ? this.fail(column, `"${value}" ${expected}`) : result
  }

  /** Dollars with up to 2 decimals, as numeric(10,2) text ("12.5" → "12.50"). */
  money(column: string): string | null | undefined {
    return this.parsed(column, parseMoney, 'is not an amount like 12.50')
  }

  integer(column: string, min: number, max: number): number | null | undefined {
    return this.parsed(
      column,
      (value) => {
        if (!/^-?\d{1,9}$/.test(value)) return undefined
        const n = Number(value)
        return n >= min && n <= max ? n : undefined
      },
      `is not a whole number from ${min} to ${max}`,
    )
  }

  yesNo(column: string): 'yes' | 'no' | null | undefined {
    return this.parsed(column, parseYesNo, 'is not yes or no')
  }

  date(column: string): string | null | undefined {
    return this.parsed(column, parseDate, 'is not a date like 2026-11-21 (YYYY-MM-DD)')
  }

  time(column: string): ClockTime | null | undefined {
    return this.parsed(column, parseTime, 'is not a time like 14:30 or 2:30 pm')
  }

  email(column: string): string | null | undefined {
    return this.parsed(
      column,
      (value) => (isValidEmail(value) ? value : undefined),
      'is not an email address',
    )
  }
}
