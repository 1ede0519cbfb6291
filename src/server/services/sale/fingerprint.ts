import type { OrderPayload } from '../../../domain/contract/requests'
import { cleanAddress } from '../../../domain/sale/address'
import type { SentMoney } from '../../../domain/sale/orderCheck'
import { sha256 } from '../../security/secrets'

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
