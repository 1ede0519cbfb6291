import { SALE_MESSAGES } from '../../domain/sale/saleMessages'
import type { Cents } from '../../domain/sale/money'
import { enteredCents } from './moneyEntry'
import type { PadKey } from './NumberPad'

/** The cash pad's keys: the money keys, and Clear to start the amount again. */
export const TENDER_KEYS: PadKey[] = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '.',
  '0',
  'back',
  'clear',
]

/** What the cash pad shows: the dollars typed, and whether they came from a quick-amount tap. */
export interface TenderEntry {
  text: string
  quick: boolean
  /** Why the last key was refused, until the next key. */
  refused: string | null
}

export const NO_TENDER: TenderEntry = { text: '', quick: false, refused: null }

/** A quick-amount tap: the note's amount, with cents, as the cashier will see it. */
export function quickTender(cents: Cents): TenderEntry {
  return { text: (cents / 100).toFixed(2), quick: true, refused: null }
}

/**
 * One key on the cash pad, for a sale of `totalCents`.
 *
 * After a quick-amount tap a digit or the point starts a new amount, and delete clears it: the
 * quick amount is one tap, not typed digits, and "$50.00" can take no further digit. A cashier
 * who keys after tapping $50.00 is keying what the customer actually handed over ($55), so that
 * is what the pad shows, rather than dropping the key or appending it to the note.
 *
 * An amount more than the most that may be tendered (the server's bound: the total plus
 * $10,000) is refused with the reason, so the pad never shows an implausible change.
 */
export function keyTender(entry: TenderEntry, key: PadKey, mostCents: Cents): TenderEntry {
  if (key === 'clear' || (entry.quick && key === 'back')) return NO_TENDER
  const from = entry.quick ? '' : entry.text
  if (key === 'back') return { text: from.slice(0, -1), quick: false, refused: null }
  // A leading zero gives way to the next digit: "0" then "5" is $5, not "$05".
  const next = (from === '0' && key !== '.' ? '' : from) + key
  // A third decimal has no cent to go to: the key does nothing, as on any till.
  if (!/^\d{0,8}(\.\d{0,2})?$/.test(next)) return { ...entry, refused: null }
  const cents = enteredCents(next)
  if (cents !== null && cents > mostCents) {
    return { ...entry, refused: SALE_MESSAGES.tenderTooHigh(mostCents) }
  }
  return { text: next, quick: false, refused: null }
}
