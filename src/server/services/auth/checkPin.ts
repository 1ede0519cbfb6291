import { eq, lt } from 'drizzle-orm'
import type { CheckPinAnswer } from '../../../domain/contract/pin'
import type { Db } from '../../db/client'
import { kioskPinPasses, sessions } from '../../db/schema'
import { TRUSTED_FOR_MS, verifyPin, type PinContext } from './verifyPin'

export type { PinContext } from './verifyPin'

/**
 * Checks a PIN under the kiosk's and the university's lockouts (verifyPin); a pass lets this
 * session save one order as that PIN's owner.
 */
export async function checkPin(db: Db, pin: string, ctx: PinContext): Promise<CheckPinAnswer> {
  const holder = await verifyPin(db, pin, ctx)
  if (!holder) return { pass: false }
  await db
    .update(sessions)
    .set({ pinOperatorId: holder.id, pinCheckedAt: new Date() })
    .where(eq(sessions.id, ctx.sessionId))
  return { pass: true, operator: { id: holder.id, name: holder.name } }
}

/** Forgets the kiosks that passed no PIN within TRUSTED_FOR_MS (housekeeping). */
export async function forgetOldPinPasses(db: Db): Promise<void> {
  await db
    .delete(kioskPinPasses)
    .where(lt(kioskPinPasses.passedAt, new Date(Date.now() - TRUSTED_FOR_MS)))
}
