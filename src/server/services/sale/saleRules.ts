import type { OrderPayload } from '../../../domain/contract/requests'
import { cleanAddress, saleRequiresAddress } from '../../../domain/sale/address'
import { checked, type Checked } from '../../../domain/sale/checked'
import { recordedAddress, totalProblems, type SentMoney } from '../../../domain/sale/orderCheck'
import { priceLines } from '../../../domain/sale/orderLines'
import { readTender } from '../../../domain/sale/tender'
import type { SaleStock } from './saleReads'
import { sha256 } from '../../security/secrets'
import type { SessionRecord } from '../../types'
import type { OfflineOutcome } from './offlineSale'
import { Refusal } from '../refusal'
import type { SessionPin } from './saleReads'

/** How long a passed PIN check lets its operator save an order. */
export const PIN_VALID_MS = 5 * 60_000

export interface SaveContext {
  universityId: number
  staffId: number
  session: SessionRecord
  idempotencyKey: string | null
  /** A sale made offline, as read by readOfflineSale: its operator comes from the recorded PIN. */
  offline?: OfflineOutcome | null
}

/** A rule of the sale model that refused answers 422 with its messages. */
export function valueOf<T>(result: Checked<T>): T {
  if (!result.ok) throw new Refusal(422, result.message, result.errors)
  return result.value
}

/**
 * What makes the sale, in a fixed shape. Fields the contract does not know change nothing (they
 * are not stored either), and leaving them out means no nesting depth can overflow anything here.
 */
export function fingerprint(payload: OrderPayload, money: SentMoney): string {
  return sha256(
    JSON.stringify([
      payload.type,
      payload.mode,
      payload.customer_id,
      payload.ceremony_id,
      payload.name,
      payload.lastname,
      payload.countrycode,
      payload.phone,
      payload.email,
      money.amount,
      money.paid,
      payload.tendered ?? null,
      payload.address ? cleanAddress(payload.address) : null,
      payload.stocks.map((line) => [
        line.id,
        line.qty,
        line.colour?.name ?? null,
        line.colour?.value ?? null,
      ]),
    ]),
  )
}

/** The operator a sale is recorded under: none on stage, the recorded PIN offline, else the PIN. */
export function operatorOf(
  payload: OrderPayload,
  ctx: SaveContext,
  pin: SessionPin | null,
): number {
  if (payload.mode === 'stage') return 0
  if (ctx.offline) return ctx.offline.operator
  if (!pin?.operator || Date.now() - (pin.at ?? 0) > PIN_VALID_MS) {
    throw Refusal.field(
      'pos_operator',
      'A staff PIN is needed to save this order. Enter your PIN and try again.',
    )
  }
  return pin.operator
}

/** The sale priced from the catalogue rows read: its lines, total, cash tender and address. */
export function priceSale(payload: OrderPayload, money: SentMoney, catalogue: SaleStock[]) {
  const lines = valueOf(priceLines(payload.stocks, catalogue))
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0)
  valueOf(checked(totalProblems(money, totalCents), () => totalCents))
  const { tender, errors: tenderErrors } = readTender(payload, totalCents)
  valueOf(checked(tenderErrors, () => tender))
  const requiresAddress = saleRequiresAddress(
    payload.mode,
    lines.map((line) => ({ stock: { require_address: line.stock.requireAddress } })),
  )
  const address = valueOf(recordedAddress(payload, requiresAddress))
  return { lines, totalCents, tender, address }
}
