import { MESSAGES } from '../messages'
import { formatMoney, MAX_CENTS, type Cents } from './money'

/**
 * What a refused sale says, field by field: the server's answer, the kiosk's checks and the
 * stories' fake server all read these, so none of them can word a rule differently.
 */
export const SALE_MESSAGES = {
  pinNeeded: 'A staff PIN is needed to save this order. Enter your PIN and try again.',
  selectCeremony: MESSAGES.selectCeremony,
  customerMissing: 'This customer does not exist.',
  productGone: 'This product is no longer sold.',
  notSoldAlone: (name: string) => `${name} is not sold on its own.`,
  chooseColour: (name: string) => `Choose a colour for ${name}.`,
  money: (field: string) =>
    `The ${field} field must be an amount of dollars with at most 2 decimals, like 105.00, up to ${formatMoney(MAX_CENTS)}.`,
  tooLarge: `A sale cannot come to more than ${formatMoney(MAX_CENTS)}.`,
  amountNotTotal: (total: Cents) =>
    `The amount does not match the current prices: the total is ${formatMoney(total)}.`,
  paidNotTotal: (total: Cents) => `The amount paid must be the total, ${formatMoney(total)}.`,
  tenderNotCash: 'Only a cash sale has an amount tendered.',
  tenderTooLow: (total: Cents) =>
    `The amount tendered must be at least the total, ${formatMoney(total)}.`,
  tenderTooHigh: (most: Cents) =>
    `The amount tendered cannot be more than ${formatMoney(most)}: check the amount keyed in.`,
} as const
