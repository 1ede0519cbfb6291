import { differs } from './rowFields'
import type { Problem } from './readCsv'

export interface Keyed {
  line: number
  key: string
  /** What the key looks like to the person fixing the file. */
  keyLabel: string
  keyColumn: string
}

/** A second row with the key of an earlier one is a mistake: which of the two was meant? */
export function duplicateKeys(records: Keyed[]): Problem[] {
  const first = new Map<string, number>()
  const problems: Problem[] = []
  for (const record of records) {
    const earlier = first.get(record.key)
    if (earlier === undefined) first.set(record.key, record.line)
    else {
      problems.push({
        line: record.line,
        column: record.keyColumn,
        message: `${record.keyLabel} is already on line ${earlier}; each one may appear once`,
      })
    }
  }
  return problems
}

export interface Plan<R, E> {
  adds: R[]
  updates: { record: R; stored: E }[]
  unchanged: number
}

/** Sorts the file's records into new ones, changed ones and ones the database already holds. */
export async function plan<
  R extends { key: string; fields: Record<string, unknown> },
  E extends { id: number },
>(
  records: R[],
  stored: Map<string, E>,
  changed: (record: R, stored: E) => boolean | Promise<boolean> = (r, e) => differs(e, r.fields),
): Promise<Plan<R, E>> {
  const result: Plan<R, E> = { adds: [], updates: [], unchanged: 0 }
  for (const record of records) {
    const row = stored.get(record.key)
    if (!row) result.adds.push(record)
    else if (await changed(record, row)) result.updates.push({ record, stored: row })
    else result.unchanged += 1
  }
  return result
}
