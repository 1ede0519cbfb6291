import { and, asc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import {
  STUDENT_PAGE_SIZE,
  type AdminStudent,
  type StudentPage,
  type StudentQuery,
} from '../../../domain/contract/backOfficeStudents'
import type { Db } from '../../db/client'
import { containing } from '../../db/like'
import { ceremonies, customerExtras, customers } from '../../db/schema'
import { audit } from '../audit'
import { Refusal } from '../refusal'
import type { Actor } from './ceremonies'

const columns = {
  customer: customers,
  extra: customerExtras,
  code: ceremonies.code,
  ceremonyName: ceremonies.name,
}
type Row = {
  customer: typeof customers.$inferSelect
  extra: typeof customerExtras.$inferSelect | null
  code: string | null
  ceremonyName: string | null
}

function dto({ customer: c, extra: x, code, ceremonyName }: Row): AdminStudent {
  return {
    id: c.id,
    student_id: c.studentId,
    ceremony_code: code,
    ceremony_name: ceremonyName,
    title: c.title,
    name: c.name,
    othername: c.othername,
    lastname: c.lastname,
    email: c.email,
    countrycode: c.countrycode,
    phone: c.phone,
    mobile: c.mobile,
    streetname1: x?.streetname1 ?? null,
    city: x?.city ?? null,
    state: x?.state ?? null,
    postcode: x?.postcode ?? null,
    country: x?.country ?? null,
  }
}

const ofUniversity = (universityId: number) =>
  and(eq(customers.universityId, universityId), isNull(customers.deletedAt))

/** A student id from its start, or a name anywhere in the given, other or last name. */
function matching(search: string): SQL | undefined {
  const pattern = containing(search)
  return or(
    sql`lower(${customers.studentId}) LIKE ${`${search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`,
    ilike(customers.name, pattern),
    ilike(customers.lastname, pattern),
    ilike(sql`${customers.name} || ' ' || ${customers.lastname}`, pattern),
  )
}

/** A page of the university's students (50 at a time, of 50,000 or more), by last name. */
export async function listStudents(
  db: Db,
  universityId: number,
  query: StudentQuery,
): Promise<StudentPage> {
  const search = query.search?.trim()
  const where = and(ofUniversity(universityId), search ? matching(search) : undefined)
  const page = query.page ?? 1
  const rows = await db
    .select(columns)
    .from(customers)
    .leftJoin(customerExtras, eq(customerExtras.customerId, customers.id))
    .leftJoin(ceremonies, eq(ceremonies.id, customers.ceremonyId))
    .where(where)
    .orderBy(asc(customers.lastname), asc(customers.name), asc(customers.id))
    .limit(STUDENT_PAGE_SIZE)
    .offset((page - 1) * STUDENT_PAGE_SIZE)
  const total = await db.$count(customers, where)
  return { students: rows.map(dto), total, page, page_size: STUDENT_PAGE_SIZE }
}

export interface StudentChanges {
  fields: Partial<typeof customers.$inferInsert>
  extra: Partial<typeof customerExtras.$inferInsert>
}

/** Saves a record read by the file's rules; its audit line names the fields that changed. */
export async function updateStudent(
  db: Db,
  actor: Actor,
  id: number,
  changes: StudentChanges,
): Promise<AdminStudent> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(customers)
      .leftJoin(customerExtras, eq(customerExtras.customerId, customers.id))
      .leftJoin(ceremonies, eq(ceremonies.id, customers.ceremonyId))
      .where(and(ofUniversity(actor.universityId), eq(customers.id, id)))
    if (!before) throw new Refusal(404, 'There is no such student at this university.')
    const { studentId, ceremonyId } = changes.fields
    const [twin] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          ofUniversity(actor.universityId),
          eq(customers.studentId, studentId ?? before.customer.studentId),
          eq(customers.ceremonyId, ceremonyId ?? before.customer.ceremonyId ?? 0),
          ne(customers.id, id),
        ),
      )
    if (twin) {
      throw Refusal.field(
        'student_id',
        'Another record has this student id at this ceremony; each student is listed once per ceremony.',
      )
    }
    await tx
      .update(customers)
      .set({ ...changes.fields, updatedAt: new Date() })
      .where(eq(customers.id, id))
    await tx
      .insert(customerExtras)
      .values({ customerId: id, ...changes.extra })
      .onConflictDoUpdate({ target: customerExtras.customerId, set: { ...changes.extra } })
    const [after] = await tx
      .select(columns)
      .from(customers)
      .leftJoin(customerExtras, eq(customerExtras.customerId, customers.id))
      .leftJoin(ceremonies, eq(ceremonies.id, customers.ceremonyId))
      .where(eq(customers.id, id))
    const was = dto(before)
    const now = dto(after!)
    // The names of the fields only: the values are a person's details.
    const changed = (Object.keys(now) as (keyof AdminStudent)[]).filter((k) => was[k] !== now[k])
    await audit(tx, {
      ...actor,
      action: 'student.edit',
      subject: `customer:${id}`,
      details: { student_id: now.student_id, changed },
    })
    return now
  })
}
