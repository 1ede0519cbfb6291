import { and, eq, isNull } from 'drizzle-orm'
import { stocks } from '../../db/schema'
import { insertMany } from './bulk'
import { setOwnCounts, storedOwnCounts } from './stockCounts'
import { updateMany } from './bulkUpdate'
import { differs, present } from './rowFields'
import { ceremonyCodes } from './ceremonyCodes'
import { column, type ImportKind } from './kind'
import { duplicateKeys, plan } from './plan'
import { ImportProblems, type Problem } from './readCsv'
import { RowReader } from './rowReader'
import type { Colour } from './stockCells'
import { readStockCells } from './stockFields'

type Stored = typeof stocks.$inferSelect
type Json = { data?: { colour?: Colour[] } & Record<string, unknown> } & Record<string, unknown>

/** The stored json with the file's colours in place, keeping whatever else it holds. */
function withColours(json: Json, colours: Colour[] | null | undefined): Json {
  if (colours === undefined) return json
  const { colour: _old, ...data } = json.data ?? {}
  const next: Json = { ...json, data: colours ? { ...data, colour: colours } : data }
  if (!Object.keys(next.data!).length) delete next.data
  return next
}

/** stocks.csv: the catalogue, keyed by type and name. */
export const stockImport: ImportKind = {
  name: 'stocks',
  columns: [
    column('type', true),
    column('name', true),
    column('price', true),
    column('description', false, 2000),
    column('qty'),
    column('on_hand'),
    column('require_address'),
    column('colours', false, 2000),
    column('images', false, 4000),
    column('ceremony_code'),
  ],
  async apply(rows, ctx) {
    const codes = await ceremonyCodes(ctx.tx, ctx.universityId)
    const problems: Problem[] = []
    const records = rows.map((row) => {
      const read = new RowReader(row)
      const cells = readStockCells(read)
      const { type, name, price, colours } = cells
      // The item's own count on hand (stock_counts), not the legacy qty: blank is not counted.
      const onHand = read.integer('on_hand', -1_000_000, 1_000_000)
      const code = read.text('ceremony_code')
      const ceremonyId = code ? codes.get(code.toLowerCase()) : code
      if (code && ceremonyId === undefined) {
        read.fail('ceremony_code', `"${code}" is not the code of a ceremony of this university`)
      }
      const fields = present({
        type,
        name,
        price: price ?? undefined,
        description: cells.description,
        qty: cells.qty ?? undefined,
        requireAddress: cells.requireAddress ?? undefined,
        // A blank cell is no pictures, as stored: else an exported file would read back changed.
        images: cells.images === null ? [] : cells.images,
        ceremonyId,
      })
      problems.push(...read.problems)
      return {
        line: row.line,
        key: `${type}\u0000${(name ?? '').toLowerCase()}`,
        keyLabel: `the ${type?.replace('Stock#', '')} "${name}"`,
        keyColumn: 'name',
        fields,
        colours,
        onHand,
      }
    })
    problems.push(...duplicateKeys(records))
    if (problems.length) throw new ImportProblems(problems)

    const stored = await ctx.tx
      .select()
      .from(stocks)
      .where(and(eq(stocks.universityId, ctx.universityId), isNull(stocks.deletedAt)))
    const byKey = new Map<string, Stored>(
      stored.map((s) => [`${s.type}\u0000${s.name.toLowerCase()}`, s]),
    )
    const counts = await storedOwnCounts(ctx.tx, ctx.universityId)
    const countChanged = (record: { onHand?: number | null }, id: number) =>
      record.onHand !== undefined && record.onHand !== (counts.get(id) ?? null)
    const planned = await plan(records, byKey, (record, row) => {
      const json = withColours(row.json as Json, record.colours)
      return differs(row, { ...record.fields, json }) || countChanged(record, row.id)
    })
    if (!ctx.dryRun) {
      const addedIds = await insertMany(
        ctx.tx,
        stocks,
        planned.adds.map((r) => ({
          ...(r.fields as typeof stocks.$inferInsert),
          universityId: ctx.universityId,
          json: withColours({}, r.colours),
        })),
      )
      await updateMany(
        ctx.tx,
        stocks,
        planned.updates.map(({ record, stored: row }) => ({
          id: row.id,
          // A new revision tells kiosks holding the old price or colours to refetch.
          set: {
            ...record.fields,
            json: withColours(row.json as Json, record.colours),
            rev: row.rev + 1,
          },
        })),
      )
      await setOwnCounts(ctx.tx, ctx.universityId, [
        ...planned.adds.map((r, i) => ({ stockId: addedIds[i]!, onHand: r.onHand })),
        ...planned.updates
          .filter(({ record, stored: row }) => countChanged(record, row.id))
          .map(({ record, stored: row }) => ({ stockId: row.id, onHand: record.onHand })),
      ])
    }
    return {
      kind: 'stocks',
      added: planned.adds.length,
      updated: planned.updates.length,
      unchanged: planned.unchanged,
    }
  },
}
