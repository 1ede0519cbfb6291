import type { CsvRow, Problem } from './readCsv'

/** A cell a spreadsheet would run: =, @, or + and - before something that is not a number. */
const FORMULA = /^ *(?:[=@\t\r]|[+-](?![\d ().-]*$))/

/** The most notes one import lists; a file full of them says so with its count. */
const SHOWN = 50

/**
 * Cells that look like spreadsheet formulas. They are kept as the text they are (nothing here
 * ever runs them, and every export writes them with a leading ' so a spreadsheet does not
 * either), but a manager should know, as such a cell is usually a mistake or a trick.
 */
export function formulaNotes(rows: CsvRow[]): { notes: Problem[]; count: number } {
  const notes: Problem[] = []
  let count = 0
  for (const row of rows) {
    for (const [column, value] of Object.entries(row.values)) {
      if (!FORMULA.test(value)) continue
      count += 1
      if (notes.length < SHOWN) {
        notes.push({
          line: row.line,
          column,
          message: `"${value.slice(0, 40)}" looks like a spreadsheet formula; it is kept as plain text and exported with a leading '`,
        })
      }
    }
  }
  return { notes, count }
}
