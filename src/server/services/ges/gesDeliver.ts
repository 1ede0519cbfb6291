import type { GesSettings } from './gesSettings'
import { audit } from '../audit'
import { sendOrder } from './gesHttp'
import { recordReference } from './gesLedger'
import { asClaimed, type OutboxRow } from '../outbox/outbox'
import { delivered } from '../outbox/outboxStates'
import { outbox } from '../../db/schema'

/** Thrown inside a transaction to undo it when the row was claimed anew meanwhile. */
class ClaimLost extends Error {}

/** Sends a claimed row's order to GES over HTTP and records the reference it answers. */
export async function deliverOverHttp(
  settings: GesSettings,
  claimed: OutboxRow,
  endpoint: string,
): Promise<string> {
  const { db, log } = settings
  const { reference, lines } = await sendOrder(
    db,
    { url: endpoint, token: settings.token, timeoutMs: settings.timeoutMs },
    claimed.orderId,
    `${await settings.installation()}:${claimed.orderId}`,
  )
  try {
    await db.transaction(async (tx) => {
      // The order's lock first, then the outbox row's: the order the ledger takes them in.
      await recordReference(tx, claimed.orderId, reference, lines)
      const [mine] = await tx
        .update(outbox)
        .set(delivered())
        .where(asClaimed(claimed))
        .returning({ attempts: outbox.attempts })
      if (!mine) throw new ClaimLost()
      await audit(tx, {
        universityId: claimed.universityId,
        staffId: null,
        action: 'ges.push',
        subject: `order:${claimed.orderId}`,
        details: { reference, mode: 'http', attempts: mine.attempts },
      })
    })
  } catch (error) {
    if (!(error instanceof ClaimLost)) throw error
    // The ordering system has the order, and its idempotency key gives the process that now
    // holds the row the same reference; recording it is that process's business.
    log.warn({ orderId: claimed.orderId }, 'GES answered after the push was taken over')
  }
  return reference
}
