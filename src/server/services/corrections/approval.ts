import { Refusal } from '../refusal'
import type { Db } from '../../db/client'
import { verifyPin, type PinContext } from '../auth/verifyPin'

export const WRONG_PIN = 'That PIN is not right. Please try again.'
export const REASON_NEEDED = 'Please say why.'

/** Who approved a correction, and why, as the audit line and the correction's row keep them. */
export interface Approval {
  manager: { id: number; name: string }
  reason: string
}

/**
 * A manager's approval of a void or a refund: the PIN is checked like any PIN typed at a kiosk
 * (the same lockouts as /checkpin), then its owner must be a manager. A reason of blanks is none.
 */
export async function managerApproval(
  db: Db,
  body: { pin: string; reason: string },
  pin: PinContext,
  what: 'void a sale' | 'refund an item',
): Promise<Approval> {
  const reason = body.reason.trim()
  if (!reason) throw Refusal.field('reason', REASON_NEEDED)
  const holder = await verifyPin(db, body.pin, pin)
  if (!holder) throw Refusal.field('pin', WRONG_PIN)
  if (holder.role !== 'manager') {
    throw new Refusal(403, `Only a manager's PIN can ${what}. Please ask a manager.`)
  }
  return { manager: { id: holder.id, name: holder.name }, reason }
}
