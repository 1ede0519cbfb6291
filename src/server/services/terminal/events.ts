import { and, eq, isNull, sql } from 'drizzle-orm'
import { terminalAttempts } from '../../db/schema'
import { quietMs, type TerminalDeps } from './deps'
import type { TerminalEvent } from './port'
import { resolveAttempt } from './resolve'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * What a terminal says, as its adapter delivers it (possibly twice, possibly out of order): a
 * display line updates an open attempt, an outcome settles it (resolveAttempt). An event for an
 * unknown id, another university (when the caller knows which one sent it) or an attempt already
 * resolved changes nothing and is logged.
 */
export async function receiveEvent(
  deps: TerminalDeps,
  id: string,
  event: TerminalEvent,
  universityId?: number,
): Promise<boolean> {
  if (!UUID.test(id)) {
    deps.log.warn({ transaction: id }, 'terminal event with a malformed id ignored')
    return false
  }
  if (event.kind === 'outcome') return resolveAttempt(deps, id, event.outcome, universityId)
  const changed = await deps.db
    .update(terminalAttempts)
    .set({
      display: event.text,
      state: 'waiting',
      updatedAt: new Date(),
      // The terminal is talking: the recovery job leaves it be a little longer.
      nextCheckAt: sql`now() + ${`${quietMs(deps)} milliseconds`}::interval`,
    })
    .where(
      and(
        eq(terminalAttempts.id, id),
        isNull(terminalAttempts.resolvedAt),
        eq(terminalAttempts.cancelledByOperator, false),
        universityId === undefined ? undefined : eq(terminalAttempts.universityId, universityId),
      ),
    )
    .returning({ id: terminalAttempts.id })
  if (!changed.length) deps.log.info({ transaction: id }, 'terminal display line ignored')
  return changed.length > 0
}
