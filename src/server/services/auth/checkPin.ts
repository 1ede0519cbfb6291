import { eq } from 'drizzle-orm'
import type { CheckPinAnswer } from '../../../domain/contract/pin'
import type { Db } from '../../db/client'
import { sessions } from '../../db/schema'
import { reserveAttempt } from '../../security/lockout'
import { PIN_KIOSK_RULE, pinTenantRule } from '../../security/lockoutRules'
import { describeWait } from '../../security/lockoutWait'
import { audit } from '../audit'
import { pinOwner } from './pinOwner'
import { Refusal } from '../refusal'

export interface PinContext {
  universityId: number
  staffId: number
  sessionId: string
  /** The kiosk's own id (its device cookie), which a new login keeps. */
  kioskId: string
  ip: string
  /** Wrong PINs in 10 minutes, across all kiosks of the university, before PIN checks lock. */
  tenantLimit: number
}

/**
 * Checks a PIN under the kiosk's and the university's lockouts; a pass lets this session save one
 * order as that PIN's owner. A lockout is a 429 that says how long to wait, and like every wrong
 * PIN leaves an audit line. The kiosk is its device cookie, so logging in again does not reset its
 * count. One kiosk's mistakes lock that kiosk only: the university's bound is far higher, only a
 * guess spread over many kiosks reaches it, and then it holds back only kiosks that failed too.
 */
export async function checkPin(db: Db, pin: string, ctx: PinContext): Promise<CheckPinAnswer> {
  const kioskScope = `kiosk:${ctx.kioskId}`
  const reservation = await reserveAttempt(db, 'pin', [
    { scope: kioskScope, rule: PIN_KIOSK_RULE },
    {
      scope: `tenant:${ctx.universityId}`,
      rule: pinTenantRule(ctx.tenantLimit),
      failing: kioskScope,
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
    throw new Refusal(
      429,
      atKiosk
        ? `Too many wrong PINs at this kiosk. Please wait ${wait} and try again.`
        : `Too many wrong PINs at this university's kiosks. Please wait ${wait} and try again.`,
    )
  }
  const operator = await pinOwner(db, ctx.universityId, pin)
  if (!operator) {
    await audit(db, { ...entry, action: 'pin.failed', details: { ip: ctx.ip } })
    return { pass: false }
  }
  await reservation.withdraw()
  await db
    .update(sessions)
    .set({ pinOperatorId: operator.id, pinCheckedAt: new Date() })
    .where(eq(sessions.id, ctx.sessionId))
  return { pass: true, operator }
}
