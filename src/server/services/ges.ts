import type { PushStatus } from '../../domain/contract/push'
import type { Tx } from '../db/client'
import { outbox } from '../db/schema'
import { attempt } from './gesAttempt'
import { ledgerPush } from './gesLedger'
import { gesSettings, type GesOptions } from './gesOptions'
import { pushOverHttp, type PushResult } from './gesPush'
import { pushStatus } from './gesStatus'
import { claimDue, PUSH_KIND, type OutboxRow } from './outbox'
import { backgroundWorker } from './worker'

export interface GesService {
  readonly mode: 'ledger' | 'http'
  /**
   * Queues the push of a new order inside the sale's transaction, so no order is saved without
   * one: the background worker sends it once the grace period has passed, unless the kiosk has
   * pushed it by then.
   */
  queue(tx: Tx, universityId: number, orderId: number): Promise<void>
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
    async queue(tx, universityId, orderId) {
      await tx.insert(outbox).values({
        universityId,
        orderId,
        kind: PUSH_KIND,
        status: 'pending',
        nextAttemptAt: new Date(Date.now() + graceMs),
      })
    },
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
