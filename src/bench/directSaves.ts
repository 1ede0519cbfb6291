/**
 * The server's own save (services/sale/saveOrder.ts) called in-process by `workers` callers at once for
 * `durationMs`, without HTTP and its session read: beside the saves through the server and the raw
 * statements, it shows which part of the server's cost is the save and which the request around it.
 */
import type { Db } from '../server/db/client'
import type { GesService } from '../server/services/ges/ges'
import { saveOrder } from '../server/services/sale/saveOrder'
import type { SessionRecord } from '../server/types'
import type { OrderPayload } from '../domain/contract/requests'
import { backToBack } from './backToBack'

export interface DirectSale {
  db: Db
  ges: Pick<GesService, 'firstAttemptAt'>
  payload: OrderPayload
  universityId: number
  session: SessionRecord
}

/** Each save's Idempotency-Key is new: a repeated one would answer the first order again. */
let keys = 0

export function directSaves(sale: DirectSale, workers: number, durationMs: number) {
  return backToBack(workers, durationMs, () =>
    saveOrder(sale.db, sale.ges, sale.payload, {
      universityId: sale.universityId,
      staffId: sale.session.staffId ?? 0,
      session: sale.session,
      idempotencyKey: `direct-${process.pid}-${keys++}`,
      offline: null,
      kiosk: null,
      drawerRequired: false,
    }),
  )
}
