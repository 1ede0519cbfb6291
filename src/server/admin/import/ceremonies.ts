import { eq } from 'drizzle-orm'
import { ceremonies } from '../../db/schema'
import { insertMany } from './bulk'
import { updateMany } from './bulkUpdate'
import { CEREMONY_COLUMNS, readCeremony } from './ceremonyFields'
import type { ImportKind } from './kind'
import { duplicateKeys, plan } from './plan'
import { ImportProblems, type Problem } from './readCsv'
import { RowReader } from './rowReader'

/** ceremonies.csv: one row a ceremony, keyed by its code. */
export const ceremonyImport: ImportKind = {
  name: 'ceremonies',
  columns: CEREMONY_COLUMNS,
  async apply(rows, ctx) {
    const problems: Problem[] = []
    const records = rows.map((row) => {
      const read = new RowReader(row)
      const fields = readCeremony(read)
      const code = fields.code
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
