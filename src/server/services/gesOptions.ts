import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import { installationId } from './installation'
import { LEASE_MS } from './outbox'

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

/** The options with every default filled in, and the installation's id for idempotency keys. */
export type GesSettings = Required<GesOptions> & { installation: () => Promise<string> }

export function gesSettings(options: GesOptions): GesSettings {
  const timeoutMs = options.timeoutMs ?? 8000
  // A request still running when its lease ends would race the process that takes the row next.
  if (timeoutMs * 3 > LEASE_MS) {
    throw new Error(
      `The GES timeout (${timeoutMs} ms) must stay below a third of the outbox lease (${LEASE_MS} ms).`,
    )
  }
  return {
    ...options,
    retryBaseMs: options.retryBaseMs ?? 1000,
    maxDelayMs: Math.min(options.maxDelayMs ?? 60_000, 60_000),
    pollMs: options.pollMs ?? 1000,
    timeoutMs,
    graceMs: options.graceMs ?? 120_000,
    parallel: options.parallel ?? 8,
    waitMs: options.waitMs ?? 2000,
    installation: installationId(options.db),
  }
}
