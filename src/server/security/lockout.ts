import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { authFailures } from '../db/schema'

export interface LockoutRule {
  /** Failures that lock... */
  limit: number
  /** ...when they fall within this window... */
  windowMs: number
  /** ...for this long after the last of them. */
  lockMs: number
}

export const PIN_SESSION_RULE: LockoutRule = { limit: 5, windowMs: 60_000, lockMs: 300_000 }
export const LOGIN_RULE: LockoutRule = { limit: 5, windowMs: 60_000, lockMs: 300_000 }
/** One address guessing at many accounts. */
export const LOGIN_IP_RULE: LockoutRule = { limit: 20, windowMs: 60_000, lockMs: 300_000 }
/**
 * Many addresses guessing at one university: far above what its staff mistype, so only an attack
 * reaches it (and then locks that university's logins, which beats letting the guessing go on).
 */
export const LOGIN_TENANT_RULE: LockoutRule = { limit: 50, windowMs: 60_000, lockMs: 300_000 }

/** True while `limit` failures within one window are less than `lockMs` old. */
export async function isLocked(
  db: Db | Tx,
  kind: string,
  scope: string,
  rule: LockoutRule,
): Promise<boolean> {
  const since = new Date(Date.now() - rule.windowMs - rule.lockMs)
  const rows = await db
    .select({ at: authFailures.createdAt })
    .from(authFailures)
    .where(
      and(
        eq(authFailures.kind, kind),
        eq(authFailures.scope, scope),
        gt(authFailures.createdAt, since),
      ),
    )
    .orderBy(desc(authFailures.createdAt))
    .limit(200)
  const times = rows.map((r) => r.at.getTime())
  const now = Date.now()
  for (let i = 0; i + rule.limit - 1 < times.length; i++) {
    const newest = times[i]!
    if (now - newest >= rule.lockMs) break
    if (newest - times[i + rule.limit - 1]! <= rule.windowMs) return true
  }
  return false
}

/**
 * Counts an attempt as a failure before it is checked, alone for its scopes, so that a burst of
 * simultaneous requests sees each other's attempts (checked first and recorded after, every
 * request of a burst would pass the lockout before any failure was written). Answers null when
 * a scope is locked out, else a function that withdraws the failure once the attempt succeeds.
 */
export async function reserveAttempt(
  db: Db,
  kind: string,
  scopes: { scope: string; rule: LockoutRule }[],
): Promise<(() => Promise<void>) | null> {
  return db.transaction(async (tx) => {
    // Sorted, so two requests sharing scopes always take their locks in the same order.
    for (const key of scopes.map(({ scope }) => `${kind}:${scope}`).sort()) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`)
    }
    for (const { scope, rule } of scopes) {
      if (await isLocked(tx, kind, scope, rule)) return null
    }
    const rows = await tx
      .insert(authFailures)
      .values(scopes.map(({ scope }) => ({ kind, scope })))
      .returning({ id: authFailures.id })
    return async () => {
      await db.delete(authFailures).where(
        inArray(
          authFailures.id,
          rows.map((row) => row.id),
        ),
      )
    }
  })
}

export async function forgetOldFailures(db: Db, olderThanMs = 3_600_000): Promise<void> {
  await db
    .delete(authFailures)
    .where(lt(authFailures.createdAt, sql`now() - ${`${olderThanMs} milliseconds`}::interval`))
}
