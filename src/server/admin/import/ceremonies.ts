import { eq } from 'drizzle-orm'
import { ceremonies } from '../../db/schema'
import { insertMany } from './bulk'
import { updateMany } from './bulkUpdate'
import { present } from './rowFields'
import { column, type ImportKind } from './kind'
import { duplicateKeys, plan } from './plan'
import { ImportProblems, type Problem } from './readCsv'
import { RowReader } from './rowReader'

type Fields = Partial<typeof ceremonies.$inferInsert>

/** ceremonies.csv: one row a ceremony, keyed by its code. */
export const ceremonyImport: ImportKind = {
  name: 'ceremonies',
  columns: [
    column('code', true),
    column('name', true),
    column('date', true),
    column('start'),
    column('end'),
    column('venue', false, 200),
    column('photography'),
    column('seat_limit'),
    column('description', false, 2000),
  ],
  async apply(rows, ctx) {
    const problems: Problem[] = []
    const records = rows.map((row) => {
      const read = new RowReader(row)
      const code = read.required('code')
      const name = read.required('name')
      const date = read.date('date') ?? undefined
      const start = read.time('start')
      const end = read.time('end')
      const fields: Fields = present({
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
      problems.push(...read.problems)
      const key = (code ?? '').toLowerCase()
      return { line: row.line, key, keyLabel: `the code "${code}"`, keyColumn: 'code', fields }
    })
    problems.push(...duplicateKeys(records))
    if (problems.length) throw new ImportProblems(problems)

    const stored = await ctx.tx
      .select()
      .from(ceremonies)
      .where(eq(ceremonies.universityId, ctx.universityId))
    const byCode = new Map(stored.filter((c) => c.code).map((c) => [c.code!.toLowerCase(), c]))
    const planned = await plan(records, byCode)
    if (!ctx.dryRun) {
      await insertMany(
        ctx.tx,
        ceremonies,
        planned.adds.map((r) => ({
          status: 'Open',
          seatCount: 0,
          ...(r.fields as typeof ceremonies.$inferInsert),
          universityId: ctx.universityId,
        })),
      )
      await updateMany(
        ctx.tx,
        ceremonies,
        planned.updates.map((u) => ({ id: u.stored.id, set: u.record.fields })),
      )
    }
    return {
      kind: 'ceremonies',
      added: planned.adds.length,
      updated: planned.updates.length,
      unchanged: planned.unchanged,
    }
  },
}
