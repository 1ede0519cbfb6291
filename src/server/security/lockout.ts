import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { authFailures } from '../db/schema'
import type { Rule } from './lockoutRules'
import { delayLeft, lockLeft } from './lockoutWait'

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

/** Whether a scope has a failure as far back as the rule looks. */
export async function failedUnder(db: Db | Tx, kind: string, scope: string, rule: Rule) {
  return (await failureTimes(db, kind, scope, rule)).length > 0
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
  scopes: {
    scope: string
    rule: Rule
    clearOnSuccess?: boolean
    /** Whether this scope's lock lets the caller through all the same (a trusted kiosk). */
    exempt?: (tx: Tx) => Promise<boolean>
  }[],
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    // Sorted, so two requests sharing scopes always take their locks in the same order.
    for (const key of scopes.map(({ scope }) => `${kind}:${scope}`).sort()) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`)
    }
    let longest: { retryAfterMs: number; scope: string } | null = null
    for (const { scope, rule, exempt } of scopes) {
      const left = await waitFor(tx, kind, scope, rule)
      if (left > 0 && exempt && (await exempt(tx))) continue
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

/** Failures older than any rule looks back are dropped by the housekeeping run. */
export async function forgetOldFailures(db: Db, olderThanMs = 3_600_000): Promise<void> {
  await db
    .delete(authFailures)
    .where(lt(authFailures.createdAt, sql`now() - ${`${olderThanMs} milliseconds`}::interval`))
}
