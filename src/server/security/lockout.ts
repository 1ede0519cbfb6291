import { and, desc, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
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

/** True while `limit` failures within one window are less than `lockMs` old. */
export async function isLocked(db: Db, kind: string, scope: string, rule: LockoutRule): Promise<boolean> {
  const since = new Date(Date.now() - rule.windowMs - rule.lockMs)
  const rows = await db
    .select({ at: authFailures.createdAt })
    .from(authFailures)
    .where(and(eq(authFailures.kind, kind), eq(authFailures.scope, scope), gt(authFailures.createdAt, since)))
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

export async function recordFailure(db: Db, kind: string, scope: string): Promise<void> {
  await db.insert(authFailures).values({ kind, scope })
}

export async function forgetOldFailures(db: Db, olderThanMs = 3_600_000): Promise<void> {
  await db.delete(authFailures).where(lt(authFailures.createdAt, sql`now() - ${`${olderThanMs} milliseconds`}::interval`))
}
