import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { CheckPinAnswer } from '../../domain/contract/requests'
import type { Db, Tx } from '../db/client'
import { sessions, staff } from '../db/schema'
import { PIN_SESSION_RULE, reserveAttempt } from '../security/lockout'
import { verifySecret } from '../security/secrets'
import { audit } from './audit'
import { Refusal } from './refusal'

/** What a PIN looks like; anything else is a wrong PIN without a look at the staff table. */
export const PIN_PATTERN = /^[0-9]{4,8}$/

export interface PinContext {
  universityId: number
  staffId: number
  sessionId: string
  ip: string
  /** Wrong PINs a minute, across all kiosks of the university, before PIN checks lock. */
  tenantLimit: number
}

/**
 * The active staff member of a university whose PIN this is, or null. Candidates are tried in id
 * order, so should two people share a PIN the same one is always found.
 */
export async function pinOwner(
  db: Db | Tx,
  universityId: number,
  pin: string,
): Promise<{ id: number; name: string } | null> {
  if (!PIN_PATTERN.test(pin)) return null
  const candidates = await db
    .select({ id: staff.id, name: staff.name, pinHash: staff.pinHash })
    .from(staff)
    .where(
      and(eq(staff.universityId, universityId), isNotNull(staff.pinHash), isNull(staff.disabledAt)),
    )
    .orderBy(asc(staff.id))
  for (const candidate of candidates) {
    if (await verifySecret(pin, candidate.pinHash))
      return { id: candidate.id, name: candidate.name }
  }
  return null
}

/**
 * Checks a PIN under the session's and the university's lockouts; a pass lets this session save
 * one order as that PIN's owner. A lockout is a 429, and like every wrong PIN leaves an audit line.
 */
export async function checkPin(db: Db, pin: string, ctx: PinContext): Promise<CheckPinAnswer> {
  const withdraw = await reserveAttempt(db, 'pin', [
    { scope: `session:${ctx.sessionId}`, rule: PIN_SESSION_RULE },
    { scope: `tenant:${ctx.universityId}`, rule: { ...PIN_SESSION_RULE, limit: ctx.tenantLimit } },
  ])
  const entry = { universityId: ctx.universityId, staffId: ctx.staffId, details: { ip: ctx.ip } }
  if (!withdraw) {
    await audit(db, { ...entry, action: 'pin.locked' })
    throw new Refusal(429, 'Too many wrong PINs. Please wait 5 minutes and try again.')
  }
  const operator = await pinOwner(db, ctx.universityId, pin)
  if (!operator) {
    await audit(db, { ...entry, action: 'pin.failed' })
    return { pass: false }
  }
  await withdraw()
  await db
    .update(sessions)
    .set({ pinOperatorId: operator.id, pinCheckedAt: new Date() })
    .where(eq(sessions.id, ctx.sessionId))
  return { pass: true, operator }
}
