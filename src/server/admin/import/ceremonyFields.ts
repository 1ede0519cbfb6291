import type { ceremonies } from '../../db/schema'
import { column } from './kind'
import { cellProblem, type Problem } from './readCsv'
import { present } from './rowFields'
import { RowReader } from './rowReader'

export type CeremonyFields = Partial<typeof ceremonies.$inferInsert>

export const CEREMONY_COLUMNS = [
  column('code', true),
  column('name', true),
  column('date', true),
  column('start'),
  column('end'),
  column('venue', false, 200),
  column('photography'),
  column('seat_limit'),
  column('description', false, 2000),
]

/**
 * The one reading of a ceremony's cells, for a row of ceremonies.csv and for the back office's
 * form alike: a column left out is left alone, a bad cell is a problem of the reader's.
 */
export function readCeremony(read: RowReader): CeremonyFields {
  // Read in the columns' order, so a row's problems are listed as its cells are.
  const code = read.required('code')
  const name = read.required('name')
  const date = read.date('date') ?? undefined
  const start = read.time('start')
  const end = read.time('end')
  const fields = present({
    code,
    name,
    date,
    startHour: start === undefined ? undefined : (start?.hour ?? null),
    startMin: start === undefined ? undefined : (start?.min ?? null),
    startMeridiem: start === undefined ? undefined : (start?.meridiem ?? null),
    endHour: end === undefined ? undefined : (end?.hour ?? null),
    endMin: end === undefined ? undefined : (end?.min ?? null),
    endMeridiem: end === undefined ? undefined : (end?.meridiem ?? null),
    venue: read.text('venue'),
    photography: read.yesNo('photography'),
    seatLimit: read.integer('seat_limit', 0, 1_000_000),
    description: read.text('description'),
  })
  if (read.has('date') && !read.text('date')) read.fail('date', 'is empty; every row needs one')
  return fields
}

/**
 * A ceremony typed into a form, read as a one-row file would be: the same cell limits, the same
 * rules and the same words. Blank optional fields clear their value.
 */
export function ceremonyFromForm(form: Record<string, string | undefined>): {
  fields: CeremonyFields
  problems: Problem[]
} {
  const values: Record<string, string> = {}
  const problems: Problem[] = []
  for (const [name, value] of Object.entries(form)) {
    const rule = CEREMONY_COLUMNS.find((c) => c.name === name)
    if (!rule || value === undefined) continue
    values[name] = value.trim()
    const problem = cellProblem(values[name], rule)
    if (problem) problems.push({ line: 1, column: name, message: problem })
  }
  const read = new RowReader({ line: 1, values })
  const fields = readCeremony(read)
  return { fields, problems: [...problems, ...read.problems] }
}
