import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { authFailures } from '../db/schema'

/** A fixed lock: `limit` failures within `windowMs` lock the scope for `lockMs` after the last. */
export interface LockoutRule {
  kind: 'lock'
  limit: number
  windowMs: number
  lockMs: number
}

/**
 * An increasing delay: after `free` failures within `windowMs`, each further one makes the next
 * attempt wait `baseMs`, then twice that, and so on up to `maxMs`. A mistyped password costs the
 * real user seconds, while a guesser gets a few tries an hour.
 */
export interface DelayRule {
  kind: 'delay'
  free: number
  baseMs: number
  maxMs: number
  windowMs: number
}

export type Rule = LockoutRule | DelayRule

/** One kiosk (its session): 5 wrong PINs in a minute make that kiosk alone wait 5 minutes. */
export const PIN_SESSION_RULE: LockoutRule = {
  kind: 'lock',
  limit: 5,
  windowMs: 60_000,
  lockMs: 300_000,
}

/**
 * All kiosks of one university: a bound only a guess spread over many sessions reaches, far above
 * what a hall of operators mistypes (PIN_TENANT_LIMIT, default 50 in 10 minutes).
 */
export function pinTenantRule(limit: number): LockoutRule {
  return { kind: 'lock', limit, windowMs: 600_000, lockMs: 300_000 }
}

/** One account from one address: 4 free tries, then 1 s, 2 s, 4 s … up to 5 minutes. */
export const LOGIN_ACCOUNT_RULE: DelayRule = {
  kind: 'delay',
  free: 4,
  baseMs: 1000,
  maxMs: 300_000,
  windowMs: 3_600_000,
}

/**
 * One address guessing at many accounts of one university. Counted per university, so the
 * failures of one university's kiosks behind a shared NAT address never lock another's.
 */
export const LOGIN_IP_RULE: LockoutRule = {
  kind: 'lock',
  limit: 20,
  windowMs: 60_000,
  lockMs: 120_000,
}

/**
 * Many addresses guessing at one university: far above what its staff mistype, so only an attack
 * reaches it (and then locks that university's logins, which beats letting the guessing go on).
 */
export const LOGIN_TENANT_RULE: LockoutRule = {
  kind: 'lock',
  limit: 50,
  windowMs: 60_000,
  lockMs: 300_000,
}

/** Failure times of a scope, newest first, as far back as the rule looks. */
async function failureTimes(db: Db | Tx, kind: string, scope: string, rule: Rule) {
  const lookBack = rule.kind === 'lock' ? rule.windowMs + rule.lockMs : rule.windowMs
  const rows = await db
    .select({ at: authFailures.createdAt })
    .from(authFailures)
    .where(
      and(
        eq(authFailures.kind, kind),
        eq(authFailures.scope, scope),
        gt(authFailures.createdAt, new Date(Date.now() - lookBack)),
      ),
    )
    .orderBy(desc(authFailures.createdAt))
    .limit(rule.kind === 'lock' ? Math.max(200, rule.limit * 2) : 200)
  return rows.map((r) => r.at.getTime())
}

/** Milliseconds a fixed lock has left, 0 when none holds. */
export function lockLeft(times: number[], rule: LockoutRule, now: number): number {
  for (let i = 0; i + rule.limit - 1 < times.length; i++) {
    const newest = times[i]!
    const left = newest + rule.lockMs - now
    if (left <= 0) break
    if (newest - times[i + rule.limit - 1]! <= rule.windowMs) return left
  }
  return 0
}

/** Milliseconds the next attempt must wait under an increasing delay, 0 when it may go now. */
export function delayLeft(times: number[], rule: DelayRule, now: number): number {
  const over = times.length - rule.free
  if (over <= 0) return 0
  const wait = Math.min(rule.baseMs * 2 ** (over - 1), rule.maxMs)
  return Math.max(0, times[0]! + wait - now)
}

/** How long a scope must wait before its next attempt (0: it may go now). */
export async function waitFor(db: Db | Tx, kind: string, scope: string, rule: Rule) {
  const times = await failureTimes(db, kind, scope, rule)
  return rule.kind === 'lock'
    ? lockLeft(times, rule, Date.now())
    : delayLeft(times, rule, Date.now())
}

export type Reservation =
  | { allowed: true; withdraw: () => Promise<void> }
  | { allowed: false; retryAfterMs: number; scope: string }

/**
 * Counts an attempt as a failure before it is checked, alone for its scopes, so that a burst of
 * simultaneous requests sees each other's attempts (checked first and recorded after, every
 * request of a burst would pass the lockout before any failure was written). A refusal says which
 * scope is locked and for how long; an allowed attempt gets `withdraw`, which, once the attempt
 * succeeds, removes its failure and, for scopes with `clearOnSuccess`, the earlier ones too.
 */
export async function reserveAttempt(
  db: Db,
  kind: string,
  scopes: { scope: string; rule: Rule; clearOnSuccess?: boolean }[],
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    // Sorted, so two requests sharing scopes always take their locks in the same order.
    for (const key of scopes.map(({ scope }) => `${kind}:${scope}`).sort()) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`)
    }
    let longest: { retryAfterMs: number; scope: string } | null = null
    for (const { scope, rule } of scopes) {
      const left = await waitFor(tx, kind, scope, rule)
      if (left > 0 && (!longest || left > longest.retryAfterMs)) {
        longest = { retryAfterMs: left, scope }
      }
    }
    if (longest) return { allowed: false as const, ...longest }
    const rows = await tx
      .insert(authFailures)
      .values(scopes.map(({ scope }) => ({ kind, scope })))
      .returning({ id: authFailures.id })
    const cleared = scopes.filter((s) => s.clearOnSuccess).map((s) => s.scope)
    return {
      allowed: true as const,
      withdraw: async () => {
        await db.delete(authFailures).where(
          inArray(
            authFailures.id,
            rows.map((row) => row.id),
          ),
        )
        if (cleared.length > 0) {
          await db
            .delete(authFailures)
            .where(and(eq(authFailures.kind, kind), inArray(authFailures.scope, cleared)))
        }
      },
    }
  })
}

/** "5 minutes", "1 minute 30 seconds", "12 seconds": a wait as the counter reads it. */
export function describeWait(ms: number): string {
  const total = Math.max(1, Math.ceil(ms / 1000))
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (minutes === 0) return part(seconds, 'second')
  return seconds === 0
    ? part(minutes, 'minute')
    : `${part(minutes, 'minute')} ${part(seconds, 'second')}`
}

export async function forgetOldFailures(db: Db, olderThanMs = 3_600_000): Promise<void> {
  await db
    .delete(authFailures)
    .where(lt(authFailures.createdAt, sql`now() - ${`${olderThanMs} milliseconds`}::interval`))
}
