import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { GesService } from '../ges/ges'
import type { TerminalAdapter } from './port'

/** What the terminal's services work with: the database, the adapter TERMINAL names, a log. */
export interface TerminalDeps {
  db: Db
  ges: Pick<GesService, 'firstAttemptAt'>
  adapter: TerminalAdapter
  log: FastifyBaseLogger
}

/** How long a terminal may be quiet before the recovery job asks it about an attempt. */
export const QUIET_MS = 3_000
