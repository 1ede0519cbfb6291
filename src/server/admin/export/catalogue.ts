import { and, asc, eq, isNull, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ceremonies, customerExtras, customers, staff, stocks } from '../../db/schema'
import { codesById } from '../import/ceremonyCodes'
import { formatTime } from '../import/clockTime'
import { formatColours, type Colour } from '../import/stockCells'
import type { Exporter } from './exportCsv'

/** The columns of the import files, so that an export imports back unchanged. */
const codes = (db: Db, universityId: number) => db.transaction((tx) => codesById(tx, universityId))

const exportCeremonies: Exporter = async (db, scope) => {
  const where: SQL[] = [eq(ceremonies.universityId, scope.universityId)]
  if (scope.ceremonyId !== undefined) where.push(eq(ceremonies.id, scope.ceremonyId))
  const rows = await db
    .select()
    .from(ceremonies)
    .where(and(...where))
    .orderBy(asc(ceremonies.id))
  return [
    ['code', 'name', 'date', 'start', 'end', 'venue', 'photography', 'seat_limit', 'description'],
    ...rows.map((c) => [
      c.code ?? '',
      c.name,
      c.date,
      formatTime(c.startHour, c.startMin, c.startMeridiem),
      formatTime(c.endHour, c.endMin, c.endMeridiem),
      c.venue ?? '',
      c.photography ?? '',
      c.seatLimit ?? '',
      c.description ?? '',
    ]),
  ]
}

const exportStocks: Exporter = async (db, scope) => {
  const where: SQL[] = [eq(stocks.universityId, scope.universityId), isNull(stocks.deletedAt)]
  if (scope.ceremonyId !== undefined) where.push(eq(stocks.ceremonyId, scope.ceremonyId))
  const rows = await db
    .select()
    .from(stocks)
    .where(and(...where))
    .orderBy(asc(stocks.id))
  const byId = await codes(db, scope.universityId)
  return [
    [
      'type',
      'name',
      'price',
      'description',
      'qty',
      'require_address',
      'colours',
      'images',
      'ceremony_code',
    ],
    ...rows.map((s) => [
      s.type.replace(/^Stock#/, ''),
      s.name,
      s.price,
      s.description ?? '',
      s.qty,
      s.requireAddress,
      formatColours((s.json as { data?: { colour?: Colour[] } }).data?.colour),
      s.images.join('|'),
      s.ceremonyId === null ? '' : (byId.get(s.ceremonyId) ?? ''),
    ]),
  ]
}

const STUDENT_COLUMNS = [
  'student_id',
  'ceremony_code',
  'title',
  'name',
  'othername',
  'lastname',
  'email',
  'countrycode',
  'phone',
  'mobile',
  'streetname1',
  'city',
  'state',
  'postcode',
  'country',
]

const exportStudents: Exporter = async (db, scope) => {
  const where: SQL[] = [eq(customers.universityId, scope.universityId), isNull(customers.deletedAt)]
  if (scope.ceremonyId !== undefined) where.push(eq(customers.ceremonyId, scope.ceremonyId))
  const rows = await db
    .select({ c: customers, x: customerExtras })
    .from(customers)
    .leftJoin(customerExtras, eq(customerExtras.customerId, customers.id))
    .where(and(...where))
    .orderBy(asc(customers.id))
  const byId = await codes(db, scope.universityId)
  return [
    STUDENT_COLUMNS,
    ...rows.map(({ c, x }) => [
      c.studentId,
      c.ceremonyId === null ? '' : (byId.get(c.ceremonyId) ?? ''),
      c.title ?? '',
      c.name,
      c.othername ?? '',
      c.lastname,
      c.email ?? '',
      c.countrycode ?? '',
      c.phone ?? '',
      c.mobile ?? '',
      x?.streetname1 ?? '',
      x?.city ?? '',
      x?.state ?? '',
      x?.postcode ?? '',
      x?.country ?? '',
    ]),
  ]
}

/** Logins without their passwords or PINs, which are stored only as hashes anyway. */
const exportStaff: Exporter = async (db, scope) => {
  const rows = await db
    .select()
    .from(staff)
    .where(and(eq(staff.universityId, scope.universityId), isNull(staff.disabledAt)))
    .orderBy(asc(staff.id))
  return [['email', 'name', 'role'], ...rows.map((s) => [s.email, s.name, s.role])]
}

export const catalogueExports = {
  ceremonies: exportCeremonies,
  stocks: exportStocks,
  students: exportStudents,
  staff: exportStaff,
}
