import { CsvError, parse } from 'csv-parse/sync'
import { MAX_IMPORT_BYTES } from '../../../domain/contract/backOfficeImport'
import { restoreCell } from '../../csv/formulaCells'

/** One data row of a file: its values by lower-case column name, and the line it starts on. */
export interface CsvRow {
  line: number
  values: Record<string, string>
}

export interface Problem {
  line: number
  column?: string
  message: string
}

/** A file the importer refuses: every problem found, each with its line (and column). */
export class ImportProblems extends Error {
  readonly problems: Problem[]

  constructor(problems: Problem[]) {
    // In the file's order, however the checks found them.
    const sorted = [...problems].sort((a, b) => a.line - b.line)
    super(sorted.map(describeProblem).join('\n'))
    this.problems = sorted
  }
}

/** 'line 14, price: "12,5" is not an amount like 12.50' */
export function describeProblem(problem: Problem): string {
  const where = problem.column ? `line ${problem.line}, ${problem.column}` : `line ${problem.line}`
  return `${where}: ${problem.message}`
}

export interface ColumnRule {
  name: string
  required: boolean
  /** The longest cell the column takes, in characters: the API's own limit for such a field. */
  maxLength: number
}

/** The largest file read, the same from the CLI and the back office. */
export const MAX_FILE_BYTES = MAX_IMPORT_BYTES

/** Characters no text column can hold (NUL) or that no one types in a cell (other controls). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** Why a cell cannot be imported, or null. */
export function cellProblem(value: string, rule: ColumnRule): string | null {
  if (CONTROL.test(value)) return 'holds a control character (such as NUL) that cannot be stored'
  if (value.length > rule.maxLength) {
    return `is ${value.length} characters long; at most ${rule.maxLength}`
  }
  return null
}

/**
 * Reads a CSV file with a header row (RFC 4180, UTF-8 with or without a BOM) with csv-parse,
 * which handles quotes, doubled quotes and newlines inside quotes. Column names are matched
 * without regard to case; an unknown column is refused by name rather than silently dropped,
 * since it is usually a misspelt known one.
 */
export function readCsv(text: string, columns: ColumnRule[]): CsvRow[] {
  const bytes = Buffer.byteLength(text)
  if (bytes > MAX_FILE_BYTES) {
    const mb = (size: number) => `${Math.ceil(size / 1024 / 1024)} MB`
    throw new ImportProblems([
      { line: 1, message: `the file is ${mb(bytes)}; at most ${mb(MAX_FILE_BYTES)} is read` },
    ])
  }
  let records: { record: string[]; info: { lines: number; empty_lines: number } }[]
  try {
    // Windows line ends become plain ones first: csv-parse counts a CRLF inside quotes as two
    // lines, which would put every later line number off by one. csv-parse's types answer
    // string[][] whatever the options; with `info` each record comes with its line numbers.
    records = parse(text.replace(/\r\n/g, '\n'), {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    const line = (error as CsvError & { lines?: number }).lines ?? 1
    throw new ImportProblems([{ line, message: `the file is not valid CSV (${error.message})` }])
  }
  const [head, ...body] = records
  if (!head)
    throw new ImportProblems([{ line: 1, message: 'the file is empty; it needs a header row' }])
  const header = head.record.map((name) => name.trim().toLowerCase())
  const headerLine = head.info.lines
  checkHeader(header, headerLine, columns)

  const rules = new Map(columns.map((rule) => [rule.name, rule]))
  const rows: CsvRow[] = []
  const problems: Problem[] = []
  let previous = head.info
  for (const { record, info } of body) {
    // csv-parse reports the line a record ends on; a quoted newline makes it start earlier.
    const line = previous.lines + 1 + (info.empty_lines - previous.empty_lines)
    previous = info
    if (record.length !== header.length) {
      problems.push({
        line,
        message: `has ${record.length} values but the header has ${header.length} columns`,
      })
      continue
    }
    const values: Record<string, string> = {}
    header.forEach((name, i) => {
      const value = restoreCell(record[i]!).trim()
      const problem = cellProblem(value, rules.get(name)!)
      if (problem) problems.push({ line, column: name, message: problem })
      values[name] = value
    })
    rows.push({ line, values })
  }
  if (problems.length) throw new ImportProblems(problems)
  return rows
}

function checkHeader(header: string[], line: number, columns: ColumnRule[]) {
  const known = new Set(columns.map((c) => c.name))
  const problems: Problem[] = []
  const unknown = header.filter((name) => !known.has(name))
  if (unknown.length) {
    problems.push({
      line,
      message: `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')} (the columns are ${columns.map((c) => c.name).join(', ')})`,
    })
  }
  const twice = header.filter((name, i) => header.indexOf(name) !== i)
  for (const name of new Set(twice))
    problems.push({ line, message: `the column "${name}" appears twice` })
  for (const column of columns) {
    if (column.required && !header.includes(column.name)) {
      problems.push({ line, message: `the required column "${column.name}" is missing` })
    }
  }
  if (problems.length) throw new ImportProblems(problems)
}
