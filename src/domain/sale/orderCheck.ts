import type { OrderPayload } from '../contract/requests'
import { DEFAULT_CALLING_CODE } from '../callingCode'
import { toE164 } from '../e164'
import { addressProblems, cleanAddress, type Address } from './address'
import { asFieldErrors, checked, type Checked, type FieldErrors } from './checked'
import { customerKind, PLACEHOLDER_CUSTOMER } from './customer'
import { customerProblems } from './customerRules'
import { parseMoney, type Cents } from './money'
import { SALE_MESSAGES } from './saleMessages'

export interface SentMoney {
  amount: Cents
  paid: Cents
}

/** The edge where an order's money becomes cents: amount and paid as sent, or why not. */
export function readSentMoney(sent: { amount: unknown; paid: unknown }): Checked<SentMoney> {
  const amount = parseMoney(sent.amount)
  const paid = parseMoney(sent.paid)
  const errors: FieldErrors = {}
  if (amount === null) errors.amount = [SALE_MESSAGES.money('amount')]
  if (paid === null) errors.paid = [SALE_MESSAGES.money('paid')]
  return checked(errors, () => ({ amount: amount ?? 0, paid: paid ?? 0 }))
}

/** The person an order is recorded under, as the orders table stores them. */
export interface RecordedCustomer {
  customerId: number | null
  name: string
  lastname: string
  email: string
  phone: string
  countrycode: string
}

/** The placeholder for express and stage sales; else the person sent, by the rule of their kind. */
export function recordedCustomer(sent: OrderPayload): Checked<RecordedCustomer> {
  const kind = customerKind(sent)
  if (kind === 'express' || kind === 'stage')
    return checked({}, () => ({ ...PLACEHOLDER_CUSTOMER, customerId: null }))
  const countrycode = sent.countrycode.replace(/\D/g, '') || DEFAULT_CALLING_CODE
  return checked(asFieldErrors(customerProblems(kind, sent)), () => ({
    customerId: sent.customer_id || null,
    name: sent.name.trim(),
    lastname: sent.lastname.trim(),
    email: sent.email.trim(),
    // Stored in E.164, so that any spelling of the number finds the order.
    phone: toE164(countrycode, sent.phone),
    countrycode,
  }))
}

/** Prices come from the catalogue: what was sent must be its total, both as amount and as paid. */
export function totalProblems(money: SentMoney, totalCents: Cents): FieldErrors {
  const errors: FieldErrors = {}
  if (money.amount !== totalCents) {
    errors.amount = [SALE_MESSAGES.amountNotTotal(totalCents)]
  } else if (money.paid !== totalCents) {
    errors.paid = [SALE_MESSAGES.paidNotTotal(totalCents)]
  }
  return errors
}

/** The address stored with an order: complete when the sale needs one, else as sent (or none). */
export function recordedAddress(sent: OrderPayload, required: boolean): Checked<Address | null> {
  const address = sent.address ?? null
  const errors = required ? asFieldErrors(addressProblems(address), 'address.') : {}
  return checked(errors, () => (address ? cleanAddress(address) : null))
}
