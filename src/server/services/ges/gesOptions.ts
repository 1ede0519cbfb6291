import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'

export interface GesOptions {
  db: Db
  log: FastifyBaseLogger
  url: string | null
  token: string | null
  /** First retry delay; each later one doubles, up to maxDelayMs (at most 60 s), jittered. */
  retryBaseMs?: number
  maxDelayMs?: number
  pollMs?: number
  /** One HTTP attempt is abandoned after this. */
  timeoutMs?: number
  /** Pushes sent at once by the worker (GES_PARALLEL). */
  parallel?: number
  /** How long the kiosk's push waits for GES before it is told the push is queued. */
  waitMs?: number
  /**
   * How long a saved order waits for the kiosk's own push before the worker sends it. The kiosk
   * pushes at once when all goes well; the worker is for the kiosk that reloaded or timed out.
   */
  graceMs?: number
}
