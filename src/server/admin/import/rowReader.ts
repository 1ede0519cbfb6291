import { centsToDecimal } from '../../../domain/sale/money'
import { isValidEmail } from '../../../domain/validation'
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
        if (!/^\d{1,9}$/.test(value)) return undefined
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

export function parseMoney(value: string): string | undefined {
  const match = /^\$?(\d{1,8})(?:\.(\d{1,2}))?$/.exec(value)
  if (!match) return undefined
  return centsToDecimal(Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')))
}

export function parseYesNo(value: string): 'yes' | 'no' | undefined {
  const word = value.toLowerCase()
  if (word === 'yes' || word === 'y' || word === 'true') return 'yes'
  if (word === 'no' || word === 'n' || word === 'false') return 'no'
  return undefined
}

export function parseDate(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return real ? value : undefined
}

/** How ceremonies store a time: a 12-hour clock with its meridiem. */
export interface ClockTime {
  hour: number
  min: number
  meridiem: 'AM' | 'PM'
}

export function parseTime(value: string): ClockTime | undefined {
  const twelve = /^(\d{1,2}):(\d{2})\s*([ap])\.?m\.?$/i.exec(value)
  if (twelve) {
    const [hour, min] = [Number(twelve[1]), Number(twelve[2])]
    if (hour < 1 || hour > 12 || min > 59) return undefined
    return { hour, min, meridiem: twelve[3]!.toLowerCase() === 'a' ? 'AM' : 'PM' }
  }
  const day = /^(\d{1,2}):(\d{2})$/.exec(value)
  if (!day) return undefined
  const [hour, min] = [Number(day[1]), Number(day[2])]
  if (hour > 23 || min > 59) return undefined
  return { hour: hour % 12 === 0 ? 12 : hour % 12, min, meridiem: hour < 12 ? 'AM' : 'PM' }
}

/** 24-hour 'HH:mm' of a stored time, as exports write it. */
export function formatTime(hour: number | null, min: number | null, meridiem: string | null) {
  if (hour === null) return ''
  const base = hour % 12
  const hours = meridiem?.toUpperCase() === 'PM' ? base + 12 : base
  return `${String(hours).padStart(2, '0')}:${String(min ?? 0).padStart(2, '0')}`
}
