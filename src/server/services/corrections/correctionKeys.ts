import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { idempotencyKeys } from '../../db/schema'
import { sha256 } from '../../security/secrets'
import { Refusal } from '../refusal'

/** Thrown inside a correction's transaction when another request took its key meanwhile. */
export class KeyTaken extends Error {}

/** A correction's key: the request it stands for (never the PIN), and the order it changes. */
export interface CorrectionKey {
  universityId: number
  key: string
  hash: string
  orderId: number
}

/** The fingerprint of a correction request: what it corrects, how and why. */
export const correctionHash = (parts: (string | number)[]) => sha256(JSON.stringify(parts))

/**
 * Whether the key was used already: true for the same request (to be answered as it was), a 422
 * for another one, false when the key is free.
 */
export async function keyUsed(db: Db, key: Omit<CorrectionKey, 'orderId'>): Promise<boolean> {
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.universityId, key.universityId), eq(idempotencyKeys.key, key.key)),
    )
  if (!existing) return false
  if (existing.requestHash !== key.hash) {
    throw Refusal.field(
      'Idempotency-Key',
      'This Idempotency-Key was already used for a different request.',
    )
  }
  return true
}

/**
 * Claims the key in the correction's transaction. A request with the same key running at the
 * same moment waits on the unique key, then finds it taken (KeyTaken) and answers as a repeat.
 */
export async function claimKey(tx: Tx, key: CorrectionKey): Promise<void> {
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({
      universityId: key.universityId,
      key: key.key,
      requestHash: key.hash,
      orderId: key.orderId,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (!claimed) throw new KeyTaken()
}
