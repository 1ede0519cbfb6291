import type { OrderPayload } from '../../../domain/contract/requests'
import type { Db } from '../../db/client'
import { pinOwner } from '../auth/pinOwner'
import type { OfflineKeys } from './offlineKeys'
import { Refusal } from '../refusal'

/** How a sale made offline is recorded once it reaches the server. */
export interface OfflineOutcome {
  number: string
  soldAt: Date
  /** The staff member whose PIN the kiosk recorded; 0 on stage or when the PIN failed. */
  operator: number
  pinVerified: boolean
}

/**
 * Reads what a kiosk recorded offline. The PIN it encrypted is checked now, against the staff as
 * they are at sync; a PIN that fails does not refuse the sale (the money was taken) but flags it
 * for a manager. A sale time in the future is taken as now.
 */
export async function readOfflineSale(
  db: Db,
  keys: OfflineKeys,
  universityId: number,
  payload: OrderPayload,
  idempotencyKey: string | null,
): Promise<OfflineOutcome | null> {
  const offline = payload.offline
  if (!offline) return null
  if (!idempotencyKey) {
    throw Refusal.field(
      'Idempotency-Key',
      'A sale made offline must be sent with its Idempotency-Key.',
    )
  }
  const sold = new Date(offline.sold_at)
  if (Number.isNaN(sold.getTime())) {
    throw Refusal.field('offline', 'The time of the offline sale is not a date and time.')
  }
  const soldAt = sold.getTime() > Date.now() ? new Date() : sold
  if (payload.mode === 'stage') {
    return { number: offline.number, soldAt, operator: 0, pinVerified: true }
  }
  const pin = offline.pin ? await keys.decryptPin(offline.pin) : null
  const owner = pin ? await pinOwner(db, universityId, pin) : null
  return { number: offline.number, soldAt, operator: owner?.id ?? 0, pinVerified: Boolean(owner) }
}
