import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { GesService } from '../ges/ges'
import type { TerminalAdapter } from './port'

/**
 * What the terminal's services work with: the database, the adapter TERMINAL names, a log, and
 * the recovery job's timing (QUIET_MS and RECHECK_MAX_SECONDS unless the config says).
 */
export interface TerminalDeps {
  db: Db
  ges: Pick<GesService, 'firstAttemptAt'>
  adapter: TerminalAdapter
  log: FastifyBaseLogger
  timing?: TerminalTiming
}

export interface TerminalTiming {
  quietMs: number
  recheckMaxSeconds: number
}

/** How long a terminal may be quiet before the recovery job asks it about an attempt. */
export const QUIET_MS = 3_000
/** The longest wait between the recovery job's questions to a terminal that does not answer. */
export const RECHECK_MAX_SECONDS = 30

export const quietMs = (deps: TerminalDeps) => deps.timing?.quietMs ?? QUIET_MS
