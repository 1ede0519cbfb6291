import type { PushStatus } from '../../../domain/contract/push'
import { attempt } from './gesAttempt'
import { ledgerPush } from './gesLedger'
import type { GesOptions } from './gesOptions'
import { gesSettings } from './gesSettings'
import { pushOverHttp, type PushResult } from './gesPush'
import { pushStatus } from './gesStatus'
import type { OutboxRow } from '../outbox/outbox'
import { claimDue } from '../outbox/outboxClaim'
import { backgroundWorker } from '../outbox/worker'

export interface GesService {
  readonly mode: 'ledger' | 'http'
  /**
   * When the background worker first tries the push of an order saved now: after the grace
   * period, unless the kiosk has pushed it by then. A sale queues its push in its own
   * transaction (saleWrites), so no order is saved without one.
   */
  firstAttemptAt(): Date
  /**
   * Pushes an order, answering within `waitMs`: its reference when delivered, else queued (the
   * outbox goes on trying). Throws GesError when the order is missing or GES refused it.
   */
  push(universityId: number, orderId: number, staffId: number): Promise<PushResult>
  status(universityId: number, orderId: number): Promise<PushStatus>
  /** Starts the background delivery of queued pushes that are due (ledger and HTTP mode). */
  start(): void
  stop(): Promise<void>
}

export function createGes(options: GesOptions): GesService {
  const settings = gesSettings(options)
  const { db, log, url, parallel, graceMs } = settings
  let inFlight = 0
  const worker = backgroundWorker(() => deliverDue(), settings.pollMs, log, 'GES outbox run failed')
  const track = worker.track

  /** Claims due rows up to the free slots and sends them; each finished one frees its slot. */
  async function deliverDue(): Promise<void> {
    const free = parallel - inFlight
    if (free <= 0) return
    inFlight += free
    let rows: OutboxRow[] = []
    try {
      rows = await claimDue(db, free, !url)
    } finally {
      inFlight -= free - rows.length
    }
    for (const row of rows) {
      void track(
        attempt(settings, row)
          .catch(() => {})
          .finally(() => {
            inFlight--
          }),
      )
    }
  }

  return {
    mode: url ? 'http' : 'ledger',
    firstAttemptAt: () => new Date(Date.now() + graceMs),
    async push(universityId, orderId, staffId) {
      if (url) return pushOverHttp(settings, track, universityId, orderId, staffId)
      const reference = await db.transaction((tx) =>
        ledgerPush(tx, universityId, orderId, staffId, null),
      )
      return { pushed: true, reference }
    },
    status: (universityId, orderId) => pushStatus(db, universityId, orderId),
    start: worker.start,
    stop: worker.stop,
  }
}
