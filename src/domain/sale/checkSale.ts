import type { OrderPayload } from '../contract/requests'
import { saleRequiresAddress, type Address } from './address'
import { accepted, refused, type Checked, type FieldErrors } from './checked'
import { MAX_CENTS, type Cents } from './money'
import {
  readSentMoney,
  recordedAddress,
  recordedCustomer,
  totalProblems,
  type RecordedCustomer,
  type SentMoney,
} from './orderCheck'
import { priceLines, type PricedLine, type SellableStock } from './orderLines'
import { SALE_MESSAGES } from './saleMessages'
import { readTender, type Tender } from './tender'

/** How long a passed PIN check lets its operator save an order. */
export const PIN_VALID_MS = 5 * 60_000

/** A catalogue row as a sale reads it: priced, and whether it is posted to an address. */
export interface SaleStockRow extends SellableStock {
  require_address?: string | null
}

/** What decides the operator a sale is recorded under. */
export interface SaleOperator {
  /** The session's last passed PIN check: whose PIN, and when (ms since the epoch). */
  pin: { operator: number | null; at: number | null } | null
  /** A sale made offline carries the PIN the kiosk recorded (operator 0 when it failed). */
  offline: { operator: number } | null
}

/** What the server read for a sale (or what the stories' fake server keeps). */
export interface SaleFacts<S extends SaleStockRow, C> {
  /** The catalogue rows of the sale's stocks; a stock not among them is no longer sold. */
  catalogue: readonly S[]
  ceremony: C | null
  /** Whether the customer the sale names by customer_id is on record. */
  customerFound: boolean
  operator: SaleOperator
  now: number
}

/** A sale that passed every rule, priced from the catalogue. */
export interface CheckedSale<S extends SaleStockRow, C> {
  money: SentMoney
  customer: RecordedCustomer
  ceremony: C
  lines: PricedLine<S>[]
  totalCents: Cents
  tender: Tender | null
  address: Address | null
  operator: number
}

/** None on stage; offline, the recorded PIN's owner; else a PIN passed within PIN_VALID_MS. */
function operatorOf(payload: OrderPayload, facts: SaleFacts<SaleStockRow, unknown>) {
  if (payload.mode === 'stage') return accepted(0)
  if (facts.operator.offline) return accepted(facts.operator.offline.operator)
  const pin = facts.operator.pin
  if (!pin?.operator || facts.now - (pin.at ?? 0) > PIN_VALID_MS) {
    return refused({ pos_operator: [SALE_MESSAGES.pinNeeded] })
  }
  return accepted(pin.operator)
}

/**
 * Every rule of a sale, in one pure function: the money sent, the operator's PIN, the ceremony,
 * the customer, each line priced from the catalogue, the totals, the cash tendered and the postal
 * address. A refusal lists every field that is wrong, not only the first; rules that build on
 * another (totals on the prices) are checked once what they build on has passed.
 */
export function checkSale<S extends SaleStockRow, C>(
  payload: OrderPayload,
  facts: SaleFacts<S, C>,
): Checked<CheckedSale<S, C>> {
  const errors: FieldErrors = {}
  const take = <T>(result: Checked<T>): T | null => {
    if (result.ok) return result.value
    Object.assign(errors, result.errors)
    return null
  }
  const money = take(readSentMoney(payload))
  const operator = take(operatorOf(payload, facts))
  const ceremony = facts.ceremony
  if (!ceremony) errors.ceremony_id = [SALE_MESSAGES.selectCeremony]
  const customer = take(recordedCustomer(payload))
  if (customer?.customerId && !facts.customerFound) {
    errors.customer_id = [SALE_MESSAGES.customerMissing]
  }
  const lines = take(priceLines(payload.stocks, facts.catalogue))
  const totalCents = lines?.reduce((sum, line) => sum + line.amountCents, 0) ?? null
  if (totalCents !== null && totalCents > MAX_CENTS) errors.stocks = [SALE_MESSAGES.tooLarge]
  if (money && totalCents !== null) Object.assign(errors, totalProblems(money, totalCents))
  const tendered = totalCents === null ? null : readTender(payload, totalCents)
  if (tendered) Object.assign(errors, tendered.errors)
  // Whether the sale is posted follows from the stocks found, even when another line is refused.
  const found = payload.stocks.flatMap((line) => {
    const stock = facts.catalogue.find((row) => row.id === line.id)
    return stock ? [{ stock }] : []
  })
  const address = take(recordedAddress(payload, saleRequiresAddress(payload.mode, found)))

  if (
    Object.keys(errors).length ||
    !money ||
    operator === null ||
    !ceremony ||
    !customer ||
    !lines ||
    totalCents === null ||
    !tendered
  ) {
    return refused(errors)
  }
  return accepted({
    money,
    customer,
    ceremony,
    lines,
    totalCents,
    tender: tendered.tender,
    address,
    operator,
  })
}
