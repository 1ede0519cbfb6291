import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { ceremonyWindowEnd } from '../../../domain/ceremony'
import type { Ceremony } from '../../../domain/contract/ceremony'
import type { CatalogueStock, Stock } from '../../../domain/contract/stock'
import type { Student } from '../../../domain/contract/student'
import type { Db } from '../../db/client'
import { studentIdIs } from '../../db/like'
import { reuse } from '../../db/prepared'
import { catalogueVersions, ceremonies, customerExtras, customers, stocks } from '../../db/schema'
import { ceremonyDto } from '../dto/ceremonyDto'
import { catalogueStockColumns, catalogueStockDto, stockDto } from '../dto/stockDto'
import { studentDto } from '../dto/studentDto'

/** Minutes since midnight, so 9:30AM sorts before 1:00PM. */
function startMinutes(row: typeof ceremonies.$inferSelect): number {
  let hour = row.startHour ?? 0
  if (row.startMeridiem?.toUpperCase() === 'PM' && hour < 12) hour += 12
  if (row.startMeridiem?.toUpperCase() === 'AM' && hour === 12) hour = 0
  return hour * 60 + (row.startMin ?? 0)
}

/** A university's ceremonies by date and start time; with `days`, only those before today + days. */
export async function listCeremonies(
  db: Db,
  universityId: number,
  days?: number,
): Promise<Ceremony[]> {
  const rows = await db
    .select()
    .from(ceremonies)
    .where(
      and(
        eq(ceremonies.universityId, universityId),
        isNull(ceremonies.archivedAt),
        days === undefined ? undefined : lt(ceremonies.date, ceremonyWindowEnd(days)),
      ),
    )
    .orderBy(asc(ceremonies.date), asc(ceremonies.id))
  return rows
    .sort((a, b) => a.date.localeCompare(b.date) || startMinutes(a) - startMinutes(b))
    .map(ceremonyDto)
}

/** The stocks of a university's catalogue: deleted stock and stock taken off sale left out. */
const inCatalogue = (universityId: number) =>
  and(eq(stocks.universityId, universityId), isNull(stocks.deletedAt), eq(stocks.active, true))

/** The catalogue of a university. */
export async function listStocks(db: Db, universityId: number): Promise<Stock[]> {
  const rows = await db
    .select()
    .from(stocks)
    .where(inCatalogue(universityId))
    .orderBy(asc(stocks.id))
  return rows.map(stockDto)
}

/** The same catalogue as the kiosk's store reads it: only the columns its cards show. */
export async function listCatalogueStocks(db: Db, universityId: number): Promise<CatalogueStock[]> {
  const rows = await db
    .select(catalogueStockColumns)
    .from(stocks)
    .where(inCatalogue(universityId))
    .orderBy(asc(stocks.id))
  return rows.map(catalogueStockDto)
}

/**
 * The version of a university's catalogue, raised by the database with every change to its stocks
 * (migration 0010): a catalogue read after it is at least as new.
 */
export async function catalogueVersion(db: Db, universityId: number): Promise<number> {
  // Asked by every kiosk that opens the store: built once (reuse).
  const query = reuse(db, 'catalogue_version', () =>
    db
      .select({ version: catalogueVersions.version })
      .from(catalogueVersions)
      .where(eq(catalogueVersions.universityId, sql.placeholder('university'))),
  )
  const [row] = await query.execute({ university: universityId })
  return row?.version ?? 0
}

/** Every record of a student id (one per ceremony). */
export async function findStudents(
  db: Db,
  universityId: number,
  studentId: string,
): Promise<Student[]> {
  const rows = await db
    .select({ customer: customers, ceremony: ceremonies, extra: customerExtras })
    .from(customers)
    .leftJoin(ceremonies, eq(ceremonies.id, customers.ceremonyId))
    .leftJoin(customerExtras, eq(customerExtras.customerId, customers.id))
    .where(
      and(
        eq(customers.universityId, universityId),
        isNull(customers.deletedAt),
        studentIdIs(studentId),
      ),
    )
    .orderBy(asc(customers.id))
  return rows.map((r) => studentDto(r.customer, r.ceremony, r.extra))
}

/** The most students one answer holds; a larger ceremony is read page by page (`after`). */
export const STUDENTS_PAGE_LIMIT = 1000

/**
 * The students of one ceremony, by record id, at most STUDENTS_PAGE_LIMIT after the record `after`:
 * what a kiosk keeps to look students up while the network is down.
 */
export async function listCeremonyStudents(
  db: Db,
  universityId: number,
  ceremonyId: number,
  after = 0,
): Promise<Student[]> {
  const rows = await db
    .select({ customer: customers, ceremony: ceremonies, extra: customerExtras })
    .from(customers)
    .innerJoin(ceremonies, eq(ceremonies.id, customers.ceremonyId))
    .leftJoin(customerExtras, eq(customerExtras.customerId, customers.id))
    .where(
      and(
        eq(customers.universityId, universityId),
        eq(ceremonies.universityId, universityId),
        eq(customers.ceremonyId, ceremonyId),
        isNull(customers.deletedAt),
        gt(customers.id, after),
      ),
    )
    .orderBy(asc(customers.id))
    .limit(STUDENTS_PAGE_LIMIT)
  return rows.map((r) => studentDto(r.customer, r.ceremony, r.extra))
}
