import { stringify, type Options } from 'csv-stringify/sync'

/**
 * A cell a spreadsheet would run as a formula: one that begins, after any spaces, with =, +, -,
 * @, a tab or a carriage return (OWASP's CSV injection rule). A plain number such as -5.00 is
 * not one: it is read as the number it is.
 */
const FORMULA_START = /^ *[=+\-@\t\r]/
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

/** The cell with a leading ' when a spreadsheet would otherwise run it as a formula. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value
}

/** What the importer reads back from a cell neutraliseCell wrote: the value as it was. */
export function restoreCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value
}

/**
 * Every CSV the product writes goes through here, so no export can hand a spreadsheet a live
 * formula from a customer's name or any other text someone typed.
 */
export function writeCsv(rows: unknown[][], options: Options = {}): string {
  return stringify(rows, { ...options, cast: { string: neutraliseCell } })
}
