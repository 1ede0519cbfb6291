import { and, eq, sql } from 'drizzle-orm'
import { isValidEmail } from '../../domain/validation'
import type { Db } from '../db/client'
import { staff, universities } from '../db/schema'
import { hashSecret, PIN_COST } from '../security/secrets'
import { PIN_PATTERN, pinOwner } from './checkPin'

/** A command refused for a reason the operator can fix; the CLI prints it without a stack. */
export class AdminError extends Error {}

/** Stored for a login without a password yet: no password verifies against it. */
export const NO_PASSWORD = '!'

const SLUG = /^[a-z0-9-]{1,64}$/
const MIN_PASSWORD = 8

export async function addUniversity(
  db: Db,
  slug: string,
  name: string,
): Promise<{ id: number; slug: string; name: string }> {
  if (!SLUG.test(slug)) {
    throw new AdminError(`The slug "${slug}" must be 1-64 lower-case letters, digits or "-".`)
  }
  if (!name.trim()) throw new AdminError('The university needs a name.')
  const [row] = await db
    .insert(universities)
    .values({ slug, name: name.trim() })
    .onConflictDoNothing()
    .returning()
  if (!row) throw new AdminError(`A university with the slug "${slug}" already exists.`)
  return { id: row.id, slug: row.slug, name: row.name }
}

export interface NewStaff {
  slug: string
  email: string
  name: string
  password: string
  pin: string
}

/**
 * Adds a staff member who can log in and enter a PIN. The PIN names the operator of every sale,
 * so one already used by an active colleague at the same university is refused.
 */
export async function addStaff(db: Db, input: NewStaff): Promise<{ id: number; email: string }> {
  const email = input.email.trim()
  if (!isValidEmail(email)) throw new AdminError(`"${input.email}" is not an email address.`)
  if (!input.name.trim()) throw new AdminError('The staff member needs a name.')
  if (input.password.length < MIN_PASSWORD) {
    throw new AdminError(`The password must have at least ${MIN_PASSWORD} characters.`)
  }
  if (!PIN_PATTERN.test(input.pin)) throw new AdminError('The PIN must be 4 to 8 digits.')
  const [university] = await db.select().from(universities).where(eq(universities.slug, input.slug))
  if (!university) throw new AdminError(`There is no university with the slug "${input.slug}".`)
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
      .values({ universityId: university.id, name: input.name.trim(), email, ...hashes })
      .returning({ id: staff.id, email: staff.email })
    return row!
  })
}
