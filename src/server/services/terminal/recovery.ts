import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import { terminalAttempts } from '../../db/schema'
import { markChecking } from './attempts'
import { attemptRow } from './attemptDto'
import { RECHECK_MAX_SECONDS, type TerminalDeps } from './deps'
import { receiveEvent } from './events'
import { pairedTerminal, terminalById } from './pairing'
import { TerminalUnreachable } from './port'
import { resolveAttempt } from './resolve'

/** Attempts asked about in one run. */
const BATCH = 20
/** A terminal with no record of an attempt this old never got it: nothing was charged. */
const NEVER_SENT_MS = 30_000
export const NEVER_SENT = 'The payment did not reach the terminal.'

/** Seconds until the next question about an attempt asked `checks` times: 1, 2, 4 … `max`. */
export function backOffSeconds(checks: number, max = RECHECK_MAX_SECONDS): number {
  return Math.min(max, 2 ** Math.min(checks, 5))
}

/**
 * Claims the open attempts due for a question (FOR UPDATE SKIP LOCKED, and their next check
 * moved on in the same transaction, so two server processes never ask about one attempt at once)
 * and asks each one's terminal for its status. Approved, declined, cancelled: settled
 * (resolveAttempt saves, or flags an attempt the operator cancelled). Unreachable: `checking`,
 * asked again after a longer wait. Runs at start-up too, for attempts a killed process left open.
 */
export async function recoverAttempts(deps: TerminalDeps): Promise<number> {
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: terminalAttempts.id, checks: terminalAttempts.checks })
      .from(terminalAttempts)
      .where(
        and(isNull(terminalAttempts.resolvedAt), lte(terminalAttempts.nextCheckAt, sql`now()`)),
      )
      .orderBy(terminalAttempts.nextCheckAt)
      .limit(BATCH)
      .for('update', { skipLocked: true })
    for (const row of due) {
      await tx
        .update(terminalAttempts)
        .set({
          checks: row.checks + 1,
          nextCheckAt: sql`now() + ${`${backOffSeconds(row.checks, deps.timing?.recheckMaxSeconds)} seconds`}::interval`,
        })
        .where(eq(terminalAttempts.id, row.id))
    }
    return due.map((row) => row.id)
  })
  for (const id of claimed) await check(deps, id)
  return claimed.length
}

async function check(deps: TerminalDeps, id: string) {
  const row = await attemptRow(deps.db, id)
  if (!row || row.resolvedAt) return
  const terminalRow = await terminalById(deps.db, row.terminalId)
  if (!terminalRow) return
  try {
    const status = await deps.adapter.status(pairedTerminal(terminalRow), id)
    switch (status.state) {
      case 'approved':
      case 'declined':
      case 'cancelled':
        await resolveAttempt(deps, id, status)
        return
      case 'in-progress':
        if (status.display) await receiveEvent(deps, id, { kind: 'display', text: status.display })
        return
      case 'unknown':
        if (Date.now() - row.createdAt.getTime() > NEVER_SENT_MS) {
          await resolveAttempt(deps, id, { state: 'declined', reason: NEVER_SENT })
        }
        return
    }
  } catch (error) {
    if (!(error instanceof TerminalUnreachable)) {
      deps.log.error({ transaction: id, err: error }, 'terminal status failed')
    }
    await markChecking(deps, id)
  }
}
