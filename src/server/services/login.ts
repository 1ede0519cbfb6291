import { and, eq, isNull, sql } from 'drizzle-orm'
import type { LoginBody } from '../../domain/contract/requests'
import type { Db } from '../db/client'
import { staff } from '../db/schema'
import { LOGIN_IP_RULE, LOGIN_RULE, LOGIN_TENANT_RULE, reserveAttempt } from '../security/lockout'
import { hashSecret, verifySecret } from '../security/secrets'
import { audit } from './audit'
import { Refusal } from './refusal'

const BAD_CREDENTIALS = 'These credentials do not match our records.'

/** Compared against when the email is unknown, so both paths take the same time. */
const decoyHash = hashSecret('decoy-password-never-matches')

function requireFields({ email, password }: LoginBody) {
  const errors: Record<string, string[]> = {}
  if (!email.trim()) errors.email = ['The email field is required.']
  if (!password) errors.password = ['The password field is required.']
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
 * Checks credentials under the account's, the address's and the university's lockouts and
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
  const withdraw = await reserveAttempt(db, 'login', [
    { scope: `${universityId}:${email.trim().toLowerCase()}`, rule: LOGIN_RULE },
    { scope: `ip:${ip}`, rule: LOGIN_IP_RULE },
    { scope: `tenant:${universityId}`, rule: LOGIN_TENANT_RULE },
  ])
  const entry = { universityId, details: { email: email.slice(0, 254), ip } }
  if (!withdraw) {
    await audit(db, { ...entry, staffId: null, action: 'login.locked' })
    throw new Refusal(429, 'Too many login attempts. Please wait 5 minutes and try again.')
  }
  const user = await activeStaff(db, universityId, email)
  const valid = await verifySecret(password, user?.passwordHash ?? (await decoyHash))
  if (!user || !valid) {
    await audit(db, { ...entry, staffId: user?.id ?? null, action: 'login.failed' })
    throw Refusal.field('email', BAD_CREDENTIALS)
  }
  await withdraw()
  return user.id
}
