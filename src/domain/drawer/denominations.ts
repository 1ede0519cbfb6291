import type { Cents } from '../sale/money'
import { accepted, refused, type Checked } from '../sale/checked'

/** Australian notes and coins in circulation, largest first, in cents (the 1c and 2c are gone). */
export const DENOMINATIONS: readonly Cents[] = [
  10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 20, 10, 5,
]

/** Notes from $5 up; below that, coins. */
export const isNote = (cents: Cents) => cents >= 500

/**
 * A denomination as the API names it: dollars as JavaScript writes them ("100", "2", "0.5",
 * "0.05"), so the key is the value a person reads on the note or coin.
 */
export const denominationKey = (cents: Cents) => String(cents / 100)

export const DENOMINATION_KEYS: readonly string[] = DENOMINATIONS.map(denominationKey)

/** More of one note or coin than anyone counts into a drawer is a slip of the keyboard. */
export const MAX_PIECES = 99_999

/** How many of each note and coin were counted, by denominationKey; a missing one is none. */
export type DrawerCounts = Partial<Record<string, number>>

/** The cash a count comes to: each denomination times its pieces. */
export function countTotal(counts: DrawerCounts): Cents {
  return DENOMINATIONS.reduce(
    (sum, cents) => sum + cents * (counts[denominationKey(cents)] ?? 0),
    0,
  )
}

/** The count with every denomination named, none left out: what a closed drawer records. */
export function fullCount(counts: DrawerCounts): Record<string, number> {
  return Object.fromEntries(
    DENOMINATIONS.map((c) => [denominationKey(c), counts[denominationKey(c)] ?? 0]),
  )
}

/**
 * A count as sent: each key one of DENOMINATION_KEYS, each value a whole number of pieces from 0
 * to MAX_PIECES. A key the kiosk misspells ("0.50") is refused, never dropped: a dropped one
 * would make the drawer look short.
 */
export function readCounts(sent: Record<string, unknown>): Checked<Record<string, number>> {
  const errors: Record<string, string[]> = {}
  for (const [key, pieces] of Object.entries(sent)) {
    if (!DENOMINATION_KEYS.includes(key)) {
      errors[`counts.${key}`] = [
        `${key} is not an Australian note or coin: count ${DENOMINATION_KEYS.join(', ')}.`,
      ]
    } else if (
      !Number.isInteger(pieces) ||
      (pieces as number) < 0 ||
      (pieces as number) > MAX_PIECES
    ) {
      errors[`counts.${key}`] = [`Count a whole number of pieces from 0 to ${MAX_PIECES}.`]
    }
  }
  return Object.keys(errors).length ? refused(errors) : accepted(fullCount(sent as DrawerCounts))
}
