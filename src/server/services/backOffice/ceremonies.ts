import { and, asc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import { formatTime } from '../../../domain/clockTime'
import type { AdminCeremony, CeremonyQuery } from '../../../domain/contract/backOffice'
import { isoDay } from '../../../domain/dates'
import type { Db, Tx } from '../../db/client'
import { containing } from '../../db/like'
import { ceremonies, customers, stocks } from '../../db/schema'
import { audit } from '../audit'
import { Refusal } from '../refusal'

type CeremonyRow = typeof ceremonies.$inferSelect
export type CeremonyChanges = Partial<typeof ceremonies.$inferInsert>
export interface Actor {
  universityId: number
  staffId: number
}

// Named in full: inside a subquery Drizzle writes a column without its table, which would then
// be read as the orders' own.
const ordersOf = sql<number>`(SELECT count(*)::int FROM orders o WHERE o.university_id = "ceremonies"."university_id" AND o.ceremony_id = "ceremonies"."id")`

/** Minutes after midnight of the start, from the 12-hour clock the table keeps. */
const startMinutes = sql`(${ceremonies.startHour} % 12 + CASE WHEN ${ceremonies.startMeridiem} = 'PM' THEN 12 ELSE 0 END) * 60 + coalesce(${ceremonies.startMin}, 0)`

function dto(row: CeremonyRow, orderCount: number): AdminCeremony {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    date: row.date,
    start: formatTime(row.startHour, row.startMin, row.startMeridiem) || null,
    venue: row.venue,
    archived: row.archivedAt !== null,
    orders: orderCount,
  }
}

/** Upcoming ceremonies first (soonest first), then past ones (latest first). */
export async function listCeremonies(
  db: Db,
  universityId: number,
  query: CeremonyQuery,
): Promise<AdminCeremony[]> {
  const search = query.search?.trim()
  const where: (SQL | undefined)[] = [eq(ceremonies.universityId, universityId)]
  if (query.archived !== 'yes') where.push(isNull(ceremonies.archivedAt))
  if (search) {
    const pattern = containing(search)
    where.push(
      or(
        ilike(ceremonies.code, pattern),
        ilike(ceremonies.name, pattern),
        ilike(ceremonies.venue, pattern),
      ),
    )
  }
  const today = isoDay(new Date())
  const rows = await db
    .select({ row: ceremonies, orders: ordersOf })
    .from(ceremonies)
    .where(and(...where))
    .orderBy(
      sql`${ceremonies.date} < ${today}`,
      sql`CASE WHEN ${ceremonies.date} >= ${today} THEN ${ceremonies.date} END ASC`,
      sql`${ceremonies.date} DESC`,
      sql`${startMinutes} NULLS FIRST`,
      asc(ceremonies.id),
    )
  return rows.map(({ row, orders: count }) => dto(row, count))
}

async function ceremonyOf(db: Db | Tx, universityId: number, id: number) {
  const [row] = await db
    .select({ row: ceremonies, orders: ordersOf })
    .from(ceremonies)
    .where(and(eq(ceremonies.universityId, universityId), eq(ceremonies.id, id)))
  if (!row) throw new Refusal(404, 'There is no such ceremony at this university.')
  return row
}

/** Codes name a ceremony in every file the importer reads, so two may not share one. */
async function refuseTakenCode(tx: Tx, universityId: number, code: string, except?: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ceremony:${universityId}`}))`)
  const [taken] = await tx
    .select({ id: ceremonies.id })
    .from(ceremonies)
    .where(
      and(
        eq(ceremonies.universityId, universityId),
        sql`lower(${ceremonies.code}) = ${code.toLowerCase()}`,
        except === undefined ? undefined : ne(ceremonies.id, except),
      ),
    )
  if (taken) {
    throw Refusal.field(
      'code',
      `Another ceremony already has the code "${code}"; codes are unique.`,
    )
  }
}

export async function createCeremony(
  db: Db,
  actor: Actor,
  fields: CeremonyChanges,
): Promise<AdminCeremony> {
  return db.transaction(async (tx) => {
    await refuseTakenCode(tx, actor.universityId, fields.code ?? '')
    const [row] = await tx
      .insert(ceremonies)
      .values({
        status: 'Open',
        seatCount: 0,
        name: '',
        date: '',
        ...fields,
        universityId: actor.universityId,
      })
      .returning()
    await audit(tx, {
      ...actor,
      action: 'ceremony.create',
      subject: `ceremony:${row!.id}`,
      details: { code: row!.code, name: row!.name, date: row!.date },
    })
    return dto(row!, 0)
  })
}

export async function updateCeremony(
  db: Db,
  actor: Actor,
  id: number,
  fields: CeremonyChanges,
): Promise<AdminCeremony> {
  return db.transaction(async (tx) => {
    const before = await ceremonyOf(tx, actor.universityId, id)
    await refuseTakenCode(tx, actor.universityId, fields.code ?? '', id)
    const [row] = await tx
      .update(ceremonies)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(ceremonies.id, id))
      .returning()
    await audit(tx, {
      ...actor,
      action: 'ceremony.edit',
      subject: `ceremony:${id}`,
      details: changedFields(before.row, row!),
    })
    return dto(row!, before.orders)
  })
}

/** The fields an edit changed, each as [before, after], so the audit line says what moved. */
function changedFields(before: CeremonyRow, after: CeremonyRow) {
  const shown = ['code', 'name', 'date', 'venue', 'startHour', 'startMin', 'startMeridiem'] as const
  return Object.fromEntries(
    shown
      .filter((key) => before[key] !== after[key])
      .map((key) => [key, [before[key], after[key]]]),
  )
}

/** Archived, a ceremony leaves the kiosk's lists but keeps its orders, students and stock. */
export async function archiveCeremony(
  db: Db,
  actor: Actor,
  id: number,
  archived: boolean,
): Promise<AdminCeremony> {
  return db.transaction(async (tx) => {
    const before = await ceremonyOf(tx, actor.universityId, id)
    const [row] = await tx
      .update(ceremonies)
      .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
      .where(eq(ceremonies.id, id))
      .returning()
    await audit(tx, {
      ...actor,
      action: archived ? 'ceremony.archive' : 'ceremony.restore',
      subject: `ceremony:${id}`,
      details: { code: row!.code, name: row!.name },
    })
    return dto(row!, before.orders)
  })
}

/** Only a ceremony nothing refers to may go; one with orders is archived instead. */
export async function deleteCeremony(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Under the ceremony's row lock, so no sale can land on it between the count and the delete.
    await tx.execute(sql`SELECT id FROM ${ceremonies} WHERE id = ${id} FOR UPDATE`)
    const { row, orders: orderCount } = await ceremonyOf(tx, actor.universityId, id)
    if (orderCount > 0) {
      throw new Refusal(
        409,
        `${row.name} has ${orderCount} order${orderCount === 1 ? '' : 's'}, so it cannot be deleted. Archive it instead.`,
      )
    }
    const students = await tx.$count(customers, eq(customers.ceremonyId, id))
    const stock = await tx.$count(stocks, eq(stocks.ceremonyId, id))
    if (students + stock > 0) {
      throw new Refusal(
        409,
        `${row.name} has students or stock of its own, so it cannot be deleted. Archive it instead.`,
      )
    }
    await tx.delete(ceremonies).where(eq(ceremonies.id, id))
    await audit(tx, {
      ...actor,
      action: 'ceremony.delete',
      subject: `ceremony:${id}`,
      details: { code: row.code, name: row.name, date: row.date },
    })
  })
}
