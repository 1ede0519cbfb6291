import { and, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { kioskPinPasses, type StaffRole } from '../../db/schema'
import { failedUnder, reserveAttempt } from '../../security/lockout'
import { PIN_KIOSK_RULE, pinTenantRule } from '../../security/lockoutRules'
import { describeWait } from '../../security/lockoutWait'
import { audit } from '../audit'
import { pinOwner } from './pinOwner'
import { Refusal } from '../refusal'

/** A kiosk whose operator passed a PIN within this long is one of the university's own at work. */
export const TRUSTED_FOR_MS = 12 * 3_600_000

export interface PinContext {
  universityId: number
  staffId: number
  sessionId: string
  /** The kiosk's own id (its device cookie), which a new login keeps; null when it sent none. */
  kioskId: string | null
  ip: string
  /** Wrong PINs in 10 minutes, across all kiosks of the university, before PIN checks lock. */
  tenantLimit: number
}

export interface PinHolder {
  id: number
  name: string
  role: StaffRole
}

/**
 * The staff member whose PIN this is, checked under the kiosk's and the university's lockouts,
 * or null for a wrong PIN. Every PIN typed at a kiosk goes through here (`/checkpin`, a void, a
 * refund), so all of them count towards the same lockouts. A lockout is a 429 that says how long
 * to wait, and like every wrong PIN leaves an audit line. The kiosk is its device cookie, so
 * logging in again does not reset its count. One kiosk's mistakes lock that kiosk only. The
 * university's bound is far higher, only a guess spread over many kiosks reaches it, and then it
 * holds back every kiosk but those whose operators passed a PIN lately and have not failed since:
 * a guesser cannot shut the counters.
 */
export async function verifyPin(db: Db, pin: string, ctx: PinContext): Promise<PinHolder | null> {
  const kioskScope = ctx.kioskId ? `kiosk:${ctx.kioskId}` : `session:${ctx.sessionId}`
  const tenantRule = pinTenantRule(ctx.tenantLimit)
  const kioskId = ctx.kioskId
  const reservation = await reserveAttempt(db, 'pin', [
    { scope: kioskScope, rule: PIN_KIOSK_RULE },
    {
      scope: `tenant:${ctx.universityId}`,
      rule: tenantRule,
      exempt: async (tx) =>
        kioskId !== null &&
        (await passedLately(tx, kioskId, ctx.universityId)) &&
        !(await failedUnder(tx, 'pin', kioskScope, tenantRule)),
    },
  ])
  const entry = { universityId: ctx.universityId, staffId: ctx.staffId }
  if (!reservation.allowed) {
    const wait = describeWait(reservation.retryAfterMs)
    const atKiosk = reservation.scope === kioskScope
    await audit(db, {
      ...entry,
      action: 'pin.locked',
      details: {
        ip: ctx.ip,
        scope: atKiosk ? 'kiosk' : 'university',
        wait_ms: reservation.retryAfterMs,
      },
    })
    // The PIN pad counts the wait down from Retry-After, in seconds.
    const headers = { 'retry-after': String(Math.ceil(reservation.retryAfterMs / 1000)) }
    throw new Refusal(
      429,
      atKiosk
        ? `Too many wrong PINs at this kiosk. Please wait ${wait} and try again.`
        : `Too many wrong PINs at this university's kiosks. Please wait ${wait} and try again.`,
      undefined,
      headers,
    )
  }
  const owner = await pinOwner(db, ctx.universityId, pin)
  if (!owner) {
    await audit(db, { ...entry, action: 'pin.failed', details: { ip: ctx.ip } })
    return null
  }
  await reservation.withdraw()
  if (kioskId) {
    await db
      .insert(kioskPinPasses)
      .values({ kiosk: kioskId, universityId: ctx.universityId })
      .onConflictDoUpdate({
        target: kioskPinPasses.kiosk,
        set: { universityId: ctx.universityId, passedAt: sql`now()` },
      })
  }
  return owner
}

/** Whether this kiosk's operator passed a PIN of the university within TRUSTED_FOR_MS. */
async function passedLately(db: Db | Tx, kiosk: string, universityId: number) {
  const [row] = await db
    .select({ at: kioskPinPasses.passedAt })
    .from(kioskPinPasses)
    .where(and(eq(kioskPinPasses.kiosk, kiosk), eq(kioskPinPasses.universityId, universityId)))
  return Boolean(row && Date.now() - row.at.getTime() < TRUSTED_FOR_MS)
}
