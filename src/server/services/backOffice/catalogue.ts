import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type {
  AdminCatalogue,
  AdminStock,
  CountFields,
} from '../../../domain/contract/backOfficeCatalogue'
import type { Db, Tx } from '../../db/client'
import { ceremonies, stockCounts, stocks } from '../../db/schema'
import { audit } from '../audit'
import { dollars } from '../dto/dtoValues'
import { Refusal } from '../refusal'
import { allCounts } from '../stock/onHand'
import type { Actor } from './ceremonies'

type StockRow = typeof stocks.$inferSelect
type Colour = { name: string; value: string }
type Counts = Awaited<ReturnType<typeof allCounts>>

/** A stock's edit as the importer's rules read it (stockFromForm), with what only the form sets. */
export interface StockChanges {
  type: string
  name: string
  price: string
  colours: Colour[] | null
  requireAddress: 'yes' | 'no'
  ceremonyId: number | null
  active: boolean
}

export const NO_SUCH_STOCK = 'There is no such item in this catalogue.'

const coloursOf = (row: StockRow): Colour[] =>
  ((row.json as { data?: { colour?: Colour[] } }).data?.colour ?? []).map((c) => ({
    name: c.name,
    value: c.value,
  }))

function dto(row: StockRow, counts: Counts): AdminStock {
  const mine = counts.filter((c) => c.stockId === row.id)
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    price: dollars(row.price),
    colours: coloursOf(row),
    picture: row.images[0] ?? null,
    require_address: row.requireAddress === 'yes',
    ceremony_id: row.ceremonyId,
    active: row.active,
    on_hand: mine.find((c) => c.ceremonyId === null)?.onHand ?? null,
    ceremony_counts: mine
      .filter((c) => c.ceremonyId !== null)
      .map((c) => ({ ceremony_id: c.ceremonyId!, on_hand: c.onHand })),
  }
}

/** The catalogue by category then name, with every count, and the ceremonies that may sell it. */
export async function listCatalogue(db: Db, universityId: number): Promise<AdminCatalogue> {
  const [rows, counts, held] = await Promise.all([
    db
      .select()
      .from(stocks)
      .where(and(eq(stocks.universityId, universityId), isNull(stocks.deletedAt)))
      .orderBy(asc(stocks.type), asc(stocks.name), asc(stocks.id)),
    allCounts(db, universityId),
    db
      .select({ id: ceremonies.id, name: ceremonies.name, date: ceremonies.date })
      .from(ceremonies)
      .where(and(eq(ceremonies.universityId, universityId), isNull(ceremonies.archivedAt)))
      .orderBy(asc(ceremonies.date), asc(ceremonies.id)),
  ])
  return { stocks: rows.map((row) => dto(row, counts)), ceremonies: held }
}

/** The stock's row, locked for the change; a stock of another university is not found. */
export async function lockedStock(tx: Tx, universityId: number, id: number): Promise<StockRow> {
  const [row] = await tx
    .select()
    .from(stocks)
    .where(and(eq(stocks.id, id), eq(stocks.universityId, universityId), isNull(stocks.deletedAt)))
    .for('update')
  if (!row) throw new Refusal(404, NO_SUCH_STOCK)
  return row
}

async function refuseOtherCeremony(tx: Tx, universityId: number, ceremonyId: number | null) {
  if (ceremonyId === null) return
  const [held] = await tx
    .select({ id: ceremonies.id })
    .from(ceremonies)
    .where(and(eq(ceremonies.id, ceremonyId), eq(ceremonies.universityId, universityId)))
  if (!held) {
    throw Refusal.field('ceremony_id', 'There is no such ceremony at this university.')
  }
}

/**
 * A stock's name, category, price, colours, address rule, ceremony and whether it is on sale. A
 * new price applies to sales from now on: each order line keeps the amount it was sold for.
 */
export async function updateStock(
  db: Db,
  actor: Actor,
  id: number,
  changes: StockChanges,
): Promise<AdminStock> {
  return db.transaction(async (tx) => {
    const before = await lockedStock(tx, actor.universityId, id)
    await refuseOtherCeremony(tx, actor.universityId, changes.ceremonyId)
    const json = before.json as { data?: Record<string, unknown> } & Record<string, unknown>
    const { colour: _old, ...data } = json.data ?? {}
    const nextJson = {
      ...json,
      data: changes.colours?.length ? { ...data, colour: changes.colours } : data,
    }
    const [row] = await tx
      .update(stocks)
      .set({
        type: changes.type,
        name: changes.name,
        price: changes.price,
        json: nextJson,
        requireAddress: changes.requireAddress,
        ceremonyId: changes.ceremonyId,
        active: changes.active,
        // A new revision tells kiosks holding the old price or colours to refetch.
        rev: before.rev + 1,
        updatedAt: new Date(),
      })
      .where(eq(stocks.id, id))
      .returning()
    await audit(tx, {
      ...actor,
      action: 'stock.edit',
      subject: `stock:${id}`,
      details: changedFields(before, row!),
    })
    return dto(row!, await allCounts(tx, actor.universityId))
  })
}

/** What an edit moved, each as [before, after], so the audit line says it. */
function changedFields(before: StockRow, after: StockRow) {
  const shown = ['type', 'name', 'price', 'requireAddress', 'ceremonyId', 'active'] as const
  const moved: Record<string, unknown> = Object.fromEntries(
    shown
      .filter((key) => before[key] !== after[key])
      .map((key) => [key, [before[key], after[key]]]),
  )
  const colours = [coloursOf(before), coloursOf(after)]
  if (JSON.stringify(colours[0]) !== JSON.stringify(colours[1])) moved['colours'] = colours
  return moved
}

/**
 * Sets a stock's count (its own, or a ceremony's), or clears it (null: not counted). Taken under
 * the stock's row lock, so two managers' counts land one after the other.
 */
export async function setCount(
  db: Db,
  actor: Actor,
  id: number,
  { ceremony_id: ceremonyId, on_hand: onHand }: CountFields,
): Promise<AdminStock> {
  return db.transaction(async (tx) => {
    const row = await lockedStock(tx, actor.universityId, id)
    await refuseOtherCeremony(tx, actor.universityId, ceremonyId)
    const same = and(
      eq(stockCounts.stockId, id),
      ceremonyId === null ? isNull(stockCounts.ceremonyId) : eq(stockCounts.ceremonyId, ceremonyId),
    )
    const [old] = await tx.select({ onHand: stockCounts.onHand }).from(stockCounts).where(same)
    if (onHand === null) {
      await tx.delete(stockCounts).where(same)
    } else if (old) {
      await tx
        .update(stockCounts)
        .set({ onHand, updatedAt: sql`now()` })
        .where(same)
    } else {
      await tx
        .insert(stockCounts)
        .values({ universityId: actor.universityId, stockId: id, ceremonyId, onHand })
    }
    await audit(tx, {
      ...actor,
      action: 'stock.count',
      subject: `stock:${id}`,
      details: { name: row.name, ceremony_id: ceremonyId, on_hand: [old?.onHand ?? null, onHand] },
    })
    return dto(row, await allCounts(tx, actor.universityId))
  })
}
