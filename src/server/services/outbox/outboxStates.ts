import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { outbox } from '../../db/schema'
import { LEASE_MS } from './outbox'

/** What a claimed row holds: sending, kept from other processes for LEASE_MS, a token of its own. */
export const leased = (now: Date) => ({
  status: 'sending',
  lockedUntil: new Date(now.getTime() + LEASE_MS),
  claimToken: randomUUID(),
})

/** What a delivered row holds: the attempt counted, no error, no claim. */
export const delivered = () => ({
  status: 'delivered',
  deliveredAt: new Date(),
  attempts: sql`${outbox.attempts} + 1`,
  lastError: null,
  lockedUntil: null,
  claimToken: null,
})
