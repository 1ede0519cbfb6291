import { and, eq, isNull, sql } from 'drizzle-orm'
import type { LoginBody } from '../../../domain/contract/login'
import type { Db } from '../../db/client'
import { staff } from '../../db/schema'
import { loginLockedMessage, reserveLogin } from '../../security/loginLockout'
import { hashSecret, verifySecret } from '../../security/secrets'
import { audit } from '../audit'
import { Refusal } from '../refusal'

export const BAD_CREDENTIALS = 'These credentials do not match our records.'
export const EMAIL_REQUIRED = 'The email field is required.'
export const PASSWORD_REQUIRED = 'The password field is required.'

/** Compared against when the email is unknown, so both paths take the same time. */
const decoyHash = hashSecret('decoy-password-never-matches')

function requireFields({ email, password }: LoginBody) {
  const errors: Record<string, string[]> = {}
  if (!email.trim()) errors.email = [EMAIL_REQUIRED]
  if (!password) errors.password = [PASSWORD_REQUIRED]
  const firstError = Object.values(errors)[0]?.[0]
  if (firstError) throw new Refusal(422, firstError, errors)
}

/** The active staff member of a university with this email, in any letter case. */
async function activeStaff(db: Db, universityId: number, email: string) {
  const [user] = await db
    .select()
    .from(staff)
    .where(
      and(
        eq(staff.universityId, universityId),
        sql`lower(${staff.email}) = ${email.trim().toLowerCase()}`,
        isNull(staff.disabledAt),
      ),
    )
  return user ?? null
}

/**
 * Checks credentials under the account's (per address), the address's and the university's lockouts and
 * answers the staff member's id; refuses with 422 (wrong or missing) or 429 (locked out).
 */
export async function checkCredentials(
  db: Db,
  universityId: number,
  body: LoginBody,
  ip: string,
): Promise<number> {
  requireFields(body)
  const { email, password } = body
  const reservation = await reserveLogin(db, universityId, email, ip)
  const entry = { universityId, details: { email: email.slice(0, 254), ip } }
  if (!reservation.allowed) {
    await audit(db, { ...entry, staffId: null, action: 'login.locked' })
    const retryAfter = String(Math.ceil(reservation.retryAfterMs / 1000))
    throw new Refusal(429, loginLockedMessage(reservation.retryAfterMs), undefined, {
      'retry-after': retryAfter,
    })
  }
  const user = await activeStaff(db, universityId, email)
  const valid = await verifySecret(password, user?.passwordHash ?? (await decoyHash))
  if (!user || !valid) {
    await audit(db, { ...entry, staffId: user?.id ?? null, action: 'login.failed' })
    throw Refusal.field('email', BAD_CREDENTIALS)
  }
  await reservation.withdraw()
  return user.id
}
