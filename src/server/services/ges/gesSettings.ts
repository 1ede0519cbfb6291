import { installationId } from './installation'
import type { GesOptions } from './gesOptions'
import { LEASE_MS } from '../outbox/outbox'

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
