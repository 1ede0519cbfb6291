import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { gesReference } from '../../../domain/reference'
import { outbox } from '../../db/schema'
import { audit } from '../audit'
import { attempt, REFUSED } from './gesAttempt'
import { GesError } from './gesError'
import type { GesSettings } from './gesSettings'
import { orderRow, referenceWithin } from './gesOrder'
import { LEASE_MS, PUSH_KIND } from '../outbox/outbox'
import { claim } from '../outbox/outboxClaim'
import { within } from '../outbox/retry'

/** What the kiosk's push is told: the reference, or that the outbox has it and will send it. */
export type PushResult = { pushed: true; reference: string } | { queued: true }

type Track = <T>(work: Promise<T>) => Promise<T>

/** The kiosk's push over HTTP: answered within waitMs, the attempt tracked by the worker. */
export async function pushOverHttp(
  settings: GesSettings,
  track: Track,
  universityId: number,
  orderId: number,
  staffId: number,
): Promise<PushResult> {
  const { db } = settings
  // The kiosk's answer is due waitMs after the request, whatever the steps before cost.
  const until = Date.now() + settings.waitMs
  const row = await orderRow(db, universityId, orderId)
  const existing = gesReference(row.json)
  if (existing) return { pushed: true, reference: existing }
  // Orders saved before pushes were queued at the sale have no row. Such a row is born claimed
  // by this request: left pending for a moment, a background run (of this or another process)
  // could take it first and keep the kiosk waiting for its answer.
  const [created] = await db
    .insert(outbox)
    .values({
      universityId,
      orderId,
      kind: PUSH_KIND,
      status: 'sending',
      lockedUntil: new Date(Date.now() + LEASE_MS),
      claimToken: randomUUID(),
    })
    .onConflictDoNothing()
    .returning()
  await audit(db, { universityId, staffId, action: 'ges.queue', subject: `order:${orderId}` })
  // The kiosk does not wait out the grace period: it takes a queued row at once.
  const claimed = created ?? (await claim(db, orderId, true))
  if (!claimed) {
    const [entry] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, PUSH_KIND), eq(outbox.orderId, orderId)))
    if (entry?.status === 'failed') {
      throw new GesError(REFUSED, 422)
    }
    // Another process is sending this order right now; its answer is ours if it comes soon.
    const reference = await referenceWithin(db, universityId, orderId, until - Date.now())
    return reference ? { pushed: true, reference } : { queued: true }
  }
  // The attempt goes on after the kiosk is answered; the outbox row records how it ends.
  const sending = track(attempt(settings, claimed)).then(
    (reference) => ({ pushed: true as const, reference }),
    (error: unknown) => {
      if (error instanceof GesError && error.status === 422) return error
      return { queued: true as const }
    },
  )
  const result = await within(sending, Math.max(0, until - Date.now()), {
    queued: true as const,
  })
  if (result instanceof GesError) throw result
  return result
}
