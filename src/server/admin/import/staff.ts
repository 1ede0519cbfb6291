import { eq, sql } from 'drizzle-orm'
import { STAFF_ROLES, staff, type StaffRole } from '../../db/schema'
import { hashSecret, PIN_COST, verifySecret } from '../../security/secrets'
import { PIN_PATTERN, pinOwner } from '../../services/auth/pinOwner'
import { NO_PASSWORD } from '../../services/admin/staffAdmin'
import { differs, present } from './rowFields'
import { column, type ImportKind } from './kind'
import { duplicateKeys, plan } from './plan'
import { ImportProblems, type Problem } from './readCsv'
import { RowReader } from './rowReader'

const MIN_PASSWORD = 8

/** staff.csv: logins and PINs, keyed by email. Secrets are hashed and never printed back. */
export const staffImport: ImportKind = {
  name: 'staff',
  columns: [
    column('email', true, 254),
    column('name', true),
    column('pin', false, 32),
    column('password', false, 200),
    column('role'),
  ],
  async apply(rows, ctx) {
    const problems: Problem[] = []
    const records = rows.map((row) => {
      const read = new RowReader(row)
      const email = read.email('email')
      if (read.text('email') === null) read.fail('email', 'is empty; every row needs one')
      const pin = read.text('pin')
      // A secret is described, never echoed: the error output may end up in a shared terminal.
      if (pin && !PIN_PATTERN.test(pin))
        read.fail('pin', `must be 4 to 8 digits (this one has ${pin.length} characters)`)
      const password = read.text('password')
      if (password && password.length < MIN_PASSWORD) {
        read.fail('password', `must have at least ${MIN_PASSWORD} characters`)
      }
      const role = read.parsed(
        'role',
        (v) => STAFF_ROLES.find((r) => r === v.toLowerCase()),
        `is not a role (${STAFF_ROLES.join(' or ')})`,
      )
      const fields = present({
        name: read.required('name'),
        role: role ?? undefined,
      })
      problems.push(...read.problems)
      return {
        line: row.line,
        key: (email ?? '').toLowerCase(),
        keyLabel: `the email ${email}`,
        keyColumn: 'email',
        // The email is the key, matched without regard to case; it is not updated.
        email: email ?? '',
        fields: fields as { name?: string; role?: StaffRole },
        pin: pin ?? undefined,
        password: password ?? undefined,
      }
    })
    problems.push(...duplicateKeys(records))
    const pins = records
      .filter((r) => r.pin)
      .map((r) => ({ ...r, key: r.pin!, keyLabel: 'this PIN', keyColumn: 'pin' }))
    problems.push(
      ...duplicateKeys(pins).map((p) => ({
        ...p,
        message: `${p.message}: the PIN says who made a sale`,
      })),
    )
    if (problems.length) throw new ImportProblems(problems)

    // Two imports or additions at once must not both find a PIN free.
    await ctx.tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`staff:${ctx.universityId}`}))`,
    )
    const stored = await ctx.tx.select().from(staff).where(eq(staff.universityId, ctx.universityId))
    const byEmail = new Map(stored.map((s) => [s.email.toLowerCase(), s]))
    // A PIN this file moves from one person to another is free once the file is applied.
    const filePins = new Map(records.map((r) => [byEmail.get(r.key)?.id, r.pin]))
    for (const record of records) {
      const own = byEmail.get(record.key)
      if (!own && !record.pin) {
        problems.push({
          line: record.line,
          column: 'pin',
          message: 'is empty; a new staff member needs a PIN to sell',
        })
      }
      const owner = record.pin ? await pinOwner(ctx.tx, ctx.universityId, record.pin) : null
      const ownerKeepsIt = (filePins.get(owner?.id) ?? record.pin) === record.pin
      if (owner && owner.id !== own?.id && ownerKeepsIt) {
        problems.push({
          line: record.line,
          column: 'pin',
          message: `is already the PIN of ${owner.name}; the PIN says who made a sale, so choose another`,
        })
      }
    }
    if (problems.length) throw new ImportProblems(problems)

    const planned = await plan(records, byEmail, async (r, s) => {
      if (differs(s, r.fields)) return true
      if (r.pin && !(await verifySecret(r.pin, s.pinHash))) return true
      return !!r.password && !(await verifySecret(r.password, s.passwordHash))
    })
    if (!ctx.dryRun) {
      for (const record of planned.adds) {
        await ctx.tx.insert(staff).values({
          universityId: ctx.universityId,
          email: record.email,
          name: record.fields.name!,
          role: record.fields.role ?? 'operator',
          pinHash: await hashSecret(record.pin!, PIN_COST),
          passwordHash: record.password ? await hashSecret(record.password) : NO_PASSWORD,
        })
      }
      for (const { record, stored: row } of planned.updates) {
        const secrets = {
          ...(record.pin && !(await verifySecret(record.pin, row.pinHash))
            ? { pinHash: await hashSecret(record.pin, PIN_COST) }
            : {}),
          ...(record.password && !(await verifySecret(record.password, row.passwordHash))
            ? { passwordHash: await hashSecret(record.password) }
            : {}),
        }
        await ctx.tx
          .update(staff)
          .set({ ...record.fields, ...secrets })
          .where(eq(staff.id, row.id))
      }
    }
    return {
      kind: 'staff',
      added: planned.adds.length,
      updated: planned.updates.length,
      unchanged: planned.unchanged,
    }
  },
}
