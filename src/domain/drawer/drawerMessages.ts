import { formatMoney, type Cents } from '../sale/money'

/** What a refused drawer call says; the kiosk shows these as they are. */
export const DRAWER_MESSAGES = {
  openFirst: 'Open the cash drawer before taking cash.',
  alreadyOpen: "This kiosk's cash drawer is already open.",
  noneOpen: "This kiosk's cash drawer is not open.",
  noKiosk: 'This browser has no kiosk id: log in again on this kiosk to use its cash drawer.',
  wrongPin: 'This PIN is not a staff PIN of this university.',
  reasonNeeded: 'Please write why the cash goes in or out.',
  amountZero: 'The amount must be more than $0.00.',
  outTooMuch: (expected: Cents) =>
    `The drawer should hold only ${formatMoney(expected)}: no more than that can be taken out.`,
  tooMuch: (most: Cents) => `A drawer cannot hold more than ${formatMoney(most)}.`,
} as const
