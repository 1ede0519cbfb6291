import { and, asc, eq, isNull, type SQL } from 'drizzle-orm'
import { customerExtras, customers } from '../../db/schema'
import { codesOf } from '../import/ceremonyCodes'
import type { Exporter } from './exportCsv'

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

export const exportStudents: Exporter = async (db, scope) => {
  const where: SQL[] = [eq(customers.universityId, scope.universityId), isNull(customers.deletedAt)]
  if (scope.ceremonyId !== undefined) where.push(eq(customers.ceremonyId, scope.ceremonyId))
  const rows = await db
    .select({ c: customers, x: customerExtras })
    .from(customers)
    .leftJoin(customerExtras, eq(customerExtras.customerId, customers.id))
    .where(and(...where))
    .orderBy(asc(customers.id))
  const byId = await codesOf(db, scope.universityId)
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
