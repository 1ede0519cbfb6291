import type { OrderPayload } from '../contract/requests'
import { accepted, type Checked } from './checked'
import { centsToDollars, parseMoney } from './money'
import { priceLines, type SellableStock } from './orderLines'

/**
 * A sale kept offline, priced again from the catalogue as the server has it now: the operator
 * accepted the server's prices after a refusal. A product no longer sold cannot be accepted. Cash
 * handed over stays with the sale while it still covers the new total.
 */
export function repriceSale(
  payload: OrderPayload,
  catalogue: readonly SellableStock[],
): Checked<{ payload: OrderPayload; totalCents: number }> {
  const lines = priceLines(payload.stocks, catalogue)
  if (!lines.ok) return lines
  const totalCents = lines.value.reduce((sum, line) => sum + line.amountCents, 0)
  const tendered = payload.tendered === undefined ? null : parseMoney(payload.tendered)
  const { tendered: _dropped, ...rest } = payload
  return accepted({
    totalCents,
    payload: {
      ...rest,
      amount: centsToDollars(totalCents),
      paid: centsToDollars(totalCents),
      ...(tendered !== null && tendered >= totalCents ? { tendered: payload.tendered } : {}),
    },
  })
}
