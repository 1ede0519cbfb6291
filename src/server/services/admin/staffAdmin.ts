import { and, eq, sql } from 'drizzle-orm'
import { isValidEmail } from '../../../domain/validation'
import type { Db, Tx } from '../../db/client'
import { STAFF_ROLES, staff, type StaffRole } from '../../db/schema'
import { hashSecret, PIN_COST } from '../../security/secrets'
import { audit } from '../audit'
import { AdminError } from './adminError'
import { PIN_PATTERN, pinOwner } from '../auth/pinOwner'
import { universityOf } from './universityAdmin'

/** Stored for a login without a password yet: no password verifies against it. */
export const NO_PASSWORD = '!'

const MIN_PASSWORD = 8

export interface NewStaff {
  slug: string
  email: string
  name: string
  password: string
  pin: string
  role?: StaffRole
}

/**
 * Who made a change, for its audit line: a manager's staff id in the back office, or null for
 * `npm run admin`, which has no person signed in and says so in the line.
 */
export type ChangedBy = number | null

function auditStaff(
  tx: Tx,
  universityId: number,
  by: ChangedBy,
  action: string,
  member: { id: number; email: string },
  details: Record<string, unknown> = {},
) {
  return audit(tx, {
    universityId,
    staffId: by,
    action,
    subject: `staff:${member.id}`,
    details: { email: member.email, ...details, ...(by === null ? { via: 'npm run admin' } : {}) },
  })
}

/**
 * Adds a staff member who can log in and enter a PIN. The PIN names the operator of every sale,
 * so one already used by an active colleague at the same university is refused.
 */
export async function addStaff(
  db: Db,
  input: NewStaff,
  by: ChangedBy = null,
): Promise<{ id: number; email: string }> {
  const email = input.email.trim()
  if (!isValidEmail(email)) throw new AdminError(`"${input.email}" is not an email address.`)
  if (!input.name.trim()) throw new AdminError('The staff member needs a name.')
  if (input.password.length < MIN_PASSWORD) {
    throw new AdminError(`The password must have at least ${MIN_PASSWORD} characters.`)
  }
  if (!PIN_PATTERN.test(input.pin)) throw new AdminError('The PIN must be 4 to 8 digits.')
  if (input.role && !STAFF_ROLES.includes(input.role)) {
    throw new AdminError(`The role must be ${STAFF_ROLES.join(' or ')}.`)
  }
  const university = await universityOf(db, input.slug)
  const hashes = {
    passwordHash: await hashSecret(input.password),
    pinHash: await hashSecret(input.pin, PIN_COST),
  }
  return db.transaction(async (tx) => {
    // Two additions at once must not both find the PIN free.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`staff:${university.id}`}))`)
    const [sameEmail] = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(
        and(
          eq(staff.universityId, university.id),
          sql`lower(${staff.email}) = ${email.toLowerCase()}`,
        ),
      )
    if (sameEmail) throw new AdminError(`${email} already has a login at ${university.name}.`)
    if (await pinOwner(tx, university.id, input.pin)) {
      throw new AdminError(
        `Another active staff member of ${university.name} already uses this PIN; the PIN says who made a sale, so choose another.`,
      )
    }
    const [row] = await tx
      .insert(staff)
      .values({
        universityId: university.id,
        name: input.name.trim(),
        email,
        role: input.role ?? 'operator',
        ...hashes,
      })
      .returning({ id: staff.id, email: staff.email })
    await auditStaff(tx, university.id, by, 'staff.add', row!, { role: input.role ?? 'operator' })
    return row!
  })
}

async function memberOf(db: Db | Tx, universityId: number, email: string) {
  const [member] = await db
    .select()
    .from(staff)
    .where(
      and(
        eq(staff.universityId, universityId),
        sql`lower(${staff.email}) = ${email.trim().toLowerCase()}`,
      ),
    )
  return member
}

/** A new PIN for a staff member, refused when an active colleague already uses it. */
export async function setPin(
  db: Db,
  slug: string,
  email: string,
  pin: string,
  by: ChangedBy = null,
): Promise<void> {
  if (!PIN_PATTERN.test(pin)) throw new AdminError('The PIN must be 4 to 8 digits.')
  const university = await universityOf(db, slug)
  const pinHash = await hashSecret(pin, PIN_COST)
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`staff:${university.id}`}))`)
    const member = await memberOf(tx, university.id, email)
    if (!member) throw new AdminError(`${email} has no login at ${university.name}.`)
    const owner = await pinOwner(tx, university.id, pin)
    if (owner && owner.id !== member.id) {
      throw new AdminError(
        `Another active staff member of ${university.name} already uses this PIN; the PIN says who made a sale, so choose another.`,
      )
    }
    await tx.update(staff).set({ pinHash }).where(eq(staff.id, member.id))
    await auditStaff(tx, university.id, by, 'staff.pin', member)
  })
}

export async function setPassword(
  db: Db,
  slug: string,
  email: string,
  password: string,
  by: ChangedBy = null,
): Promise<void> {
  if (password.length < MIN_PASSWORD) {
    throw new AdminError(`The password must have at least ${MIN_PASSWORD} characters.`)
  }
  const university = await universityOf(db, slug)
  const member = await memberOf(db, university.id, email)
  if (!member) throw new AdminError(`${email} has no login at ${university.name}.`)
  const passwordHash = await hashSecret(password)
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ passwordHash }).where(eq(staff.id, member.id))
    await auditStaff(tx, university.id, by, 'staff.password', member)
  })
}
