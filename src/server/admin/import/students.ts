import { and, eq, isNull } from 'drizzle-orm'
import { DEFAULT_CALLING_CODE } from '../../../domain/callingCode'
import { toE164 } from '../../../domain/e164'
import { customerExtras, customers } from '../../db/schema'
import { insertAll, insertMany } from './bulk'
import { updateMany } from './bulkUpdate'
import { differs, present } from './rowFields'
import { ceremonyCodes } from './ceremonyCodes'
import { column, type ImportKind } from './kind'
import { duplicateKeys, plan } from './plan'
import { ImportProblems, type CsvRow, type Problem } from './readCsv'
import { RowReader } from './rowReader'

// An extension as E.164 is written with it (an export read back): ";ext=55".
const PHONE = /^[0-9 +()-]{1,20}(;ext=\d{1,20})?$/
const ADDRESS = ['streetname1', 'city', 'state', 'postcode', 'country'] as const

interface Stored {
  id: number
  customer: typeof customers.$inferSelect
  extra: typeof customerExtras.$inferSelect | null
}

/** students.csv: one row per student and ceremony (a double degree is two rows). */
export const studentImport: ImportKind = {
  name: 'students',
  columns: [
    column('student_id', true),
    column('ceremony_code', true),
    column('title'),
    column('name', true),
    column('othername'),
    column('lastname', true),
    column('email', false, 254),
    column('countrycode'),
    column('phone'),
    column('mobile'),
    ...ADDRESS.map((name) => column(name)),
  ],
  async apply(rows, ctx) {
    const codes = await ceremonyCodes(ctx.tx, ctx.universityId)
    const problems: Problem[] = []
    const records = rows.map((row) => {
      const record = readStudentRow(row, codes)
      problems.push(...record.problems)
      return record
    })
    problems.push(...duplicateKeys(records))
    if (problems.length) throw new ImportProblems(problems)

    const stored = await ctx.tx
      .select({ customer: customers, extra: customerExtras })
      .from(customers)
      .leftJoin(customerExtras, eq(customerExtras.customerId, customers.id))
      .where(and(eq(customers.universityId, ctx.universityId), isNull(customers.deletedAt)))
    const byKey = new Map<string, Stored>(
      stored.map((s) => [
        `${s.customer.studentId}\u0000${s.customer.ceremonyId}`,
        { id: s.customer.id, ...s },
      ]),
    )
    const planned = await plan(
      records,
      byKey,
      (r, s) =>
        differs(s.customer, r.fields) ||
        (s.extra ? differs(s.extra, r.extra) : Object.values(r.extra).some((v) => v !== null)),
    )
    if (!ctx.dryRun) {
      const ids = await insertMany(
        ctx.tx,
        customers,
        planned.adds.map((r) => ({
          registered: true,
          status: 'Registered',
          type: 'Student#Graduate',
          ...(r.fields as typeof customers.$inferInsert),
          universityId: ctx.universityId,
        })),
        ctx.progress,
      )
      const withoutExtra = planned.updates.filter((u) => !u.stored.extra)
      await insertAll(ctx.tx, customerExtras, [
        ...planned.adds.map((r, i) => ({ customerId: ids[i]!, ...r.extra })),
        ...withoutExtra.map((u) => ({ customerId: u.stored.id, ...u.record.extra })),
      ])
      const updates = planned.updates.map((u) => ({ id: u.stored.id, set: u.record.fields }))
      await updateMany(ctx.tx, customers, updates, (n) => ctx.progress(ids.length + n))
      const extras = planned.updates
        .filter((u) => u.stored.extra)
        .map((u) => ({ id: u.stored.id, set: u.record.extra }))
      await updateMany(ctx.tx, customerExtras, extras, undefined, 'customer_id')
    }
    return {
      kind: 'students',
      added: planned.adds.length,
      updated: planned.updates.length,
      unchanged: planned.unchanged,
    }
  },
}

/**
 * One row of students.csv read by the file's rules: its fields, its address and contact
 * details, and every bad cell. The back office's student form is read by the same function, so
 * a record edited there obeys what the file would.
 */
export function readStudentRow(row: CsvRow, codes: Map<string, number>) {
  const read = new RowReader(row)
  const studentId = read.required('student_id')
  const code = read.required('ceremony_code')
  const ceremonyId = code ? codes.get(code.toLowerCase()) : undefined
  if (code && ceremonyId === undefined) {
    read.fail('ceremony_code', `"${code}" is not the code of a ceremony of this university`)
  }
  const countrycode = read.parsed(
    'countrycode',
    (v) => (/^\+?\d{1,4}$/.test(v) ? v.replace('+', '') : undefined),
    'is not a country calling code like 61',
  )
  // Stored in E.164, read with the row's calling code, as a sale stores a phone.
  const phone = (name: string) =>
    read.parsed(
      name,
      (v) => (PHONE.test(v) ? toE164(countrycode ?? DEFAULT_CALLING_CODE, v) : undefined),
      'is not a phone number',
    )
  const email = read.email('email')
  const phoneNumber = phone('phone')
  const fields = present({
    studentId,
    ceremonyId,
    title: read.text('title'),
    name: read.required('name'),
    othername: read.text('othername'),
    lastname: read.required('lastname'),
    email,
    countrycode,
    phone: phoneNumber,
    mobile: phone('mobile'),
  })
  const extra = present({
    ...Object.fromEntries(ADDRESS.map((name) => [name, read.text(name)])),
    email,
    phone: phoneNumber,
  })
  return {
    line: row.line,
    key: `${studentId}\u0000${ceremonyId}`,
    keyLabel: `the student ${studentId} at ceremony ${code}`,
    keyColumn: 'student_id',
    fields,
    extra,
    problems: read.problems,
  }
}
