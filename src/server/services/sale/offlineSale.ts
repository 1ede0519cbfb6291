import type { OrderPayload } from '../../../domain/contract/requests'
import { offlineSoldAt } from '../../../domain/sale/offlineTime'
import type { Db } from '../../db/client'
import { pinOwner } from '../auth/pinOwner'
import type { OfflineKeys } from './offlineKeys'
import { Refusal } from '../refusal'

/** How a sale made offline is recorded once it reaches the server. */
export interface OfflineOutcome {
  number: string
  soldAt: Date
  /** The staff member whose PIN the kiosk recorded; 0 on stage. */
  operator: number
  pinVerified: boolean
}

/** The session a sale kept offline is sent by: its shift starts at its login. */
export interface OfflineShift {
  loginAt: Date
}

/**
 * Reads what a kiosk recorded offline. A sale is taken only from the shift it was made in: dated
 * between the sending session's login and now (offlineSoldAt), and in the normal store with the
 * staff PIN the kiosk sealed, which must be a PIN of the university's staff as they are at sync;
 * its owner is the sale's operator. Anything else is refused (422), so no sale can be dated into
 * another day or recorded under nobody; the kiosk then asks its operator to cancel it.
 */
export async function readOfflineSale(
  db: Db,
  keys: OfflineKeys,
  universityId: number,
  payload: OrderPayload,
  idempotencyKey: string | null,
  shift: OfflineShift,
): Promise<OfflineOutcome | null> {
  const offline = payload.offline
  if (!offline) return null
  if (!idempotencyKey) {
    throw Refusal.field(
      'Idempotency-Key',
      'A sale made offline must be sent with its Idempotency-Key.',
    )
  }
  const sold = offlineSoldAt(
    offline.sold_at,
    { loginAt: shift.loginAt, now: new Date() },
    'offline.sold_at',
  )
  if (!sold.ok) throw new Refusal(422, sold.message, sold.errors)
  const soldAt = sold.value
  if (payload.mode === 'stage') {
    return { number: offline.number, soldAt, operator: 0, pinVerified: true }
  }
  const pin = offline.pin ? await keys.decryptPin(offline.pin) : null
  const owner = pin ? await pinOwner(db, universityId, pin) : null
  if (!owner) {
    throw Refusal.field(
      'offline.pin',
      offline.pin
        ? "The staff PIN kept with this offline sale is not a PIN of this university's staff."
        : 'A sale made offline in the store must carry the staff PIN it was made with.',
    )
  }
  return { number: offline.number, soldAt, operator: owner.id, pinVerified: true }
}
