import { outbox } from '../../db/schema'
import { audit } from '../audit'
import { deliverOverHttp } from './gesDeliver'
import { GesError } from './gesError'
import { GesRefused } from './gesHttp'
import { ledgerPush } from './gesLedger'
import type { GesSettings } from './gesSettings'
import { asClaimed, PUSH_KIND, type OutboxRow } from '../outbox/outbox'
import { followUpOverHttp, ledgerFollowUp } from './gesFollowUp'
import { backoff } from '../outbox/retry'

/** The kiosk's words for an order GES refused; GES's own message is in the outbox row. */
export const REFUSED =
  'The ordering system refused this order. Ask the office to check it in the ordering system.'

/**
 * One attempt on a claimed row: delivered; refused by GES (parked as failed with its message);
 * or back to pending with a later, jittered retry.
 */
export async function attempt(settings: GesSettings, claimed: OutboxRow): Promise<string> {
  const { db, log, url } = settings
  const isPush = claimed.kind === PUSH_KIND
  try {
    if (!isPush) {
      return url
        ? await followUpOverHttp(settings, claimed, url)
        : await db.transaction((tx) => ledgerFollowUp(tx, claimed))
    }
    return url
      ? await deliverOverHttp(settings, claimed, url)
      : await db.transaction((tx) =>
          ledgerPush(tx, claimed.universityId, claimed.orderId, null, claimed),
        )
  } catch (error) {
    const attempts = claimed.attempts + 1
    const message = error instanceof Error ? error.message : String(error)
    const refused = error instanceof GesRefused
    const delay = backoff(attempts, settings.retryBaseMs, settings.maxDelayMs)
    await db
      .update(outbox)
      .set({
        status: refused ? 'failed' : 'pending',
        attempts,
        lastError: message.slice(0, 1000),
        nextAttemptAt: new Date(Date.now() + delay),
        lockedUntil: null,
        claimToken: null,
      })
      .where(asClaimed(claimed))
    if (refused) {
      await audit(db, {
        universityId: claimed.universityId,
        staffId: null,
        action: 'ges.refused',
        subject: `order:${claimed.orderId}`,
        details: { error: message.slice(0, 300), attempts },
      })
      throw new GesError(REFUSED, 422)
    }
    log.warn(
      { orderId: claimed.orderId, kind: claimed.kind, attempts, delay },
      `GES ${isPush ? 'push' : claimed.kind} failed: ${message}`,
    )
    throw new GesError('The ordering system did not take the order yet; it will be retried.')
  }
}
