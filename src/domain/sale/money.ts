/** Money is held as integer cents; the API and the database carry dollars with 2 decimals. */
export type Cents = number

/**
 * Dollars the kiosk itself wrote (a database numeric, a JSON number of this API) as cents.
 * Input from outside goes through parseMoney, which refuses rather than guesses.
 */
export function toCents(value: number | string): Cents {
  const n = typeof value === 'number' ? value : Number.parseFloat(value)
  if (!Number.isFinite(n)) return 0
  return Math.round(n * 100)
}

/** The most a money column holds (numeric(10,2): $99,999,999.99); no amount sent may pass it. */
export const MAX_CENTS: Cents = 9_999_999_999

/** A decimal string with at most 2 decimals: "105", "105.5", "105.00"; no sign, exponent or comma. */
const DECIMAL = /^\d{1,10}(\.\d{1,2})?$/

/** A JSON number of dollars may only carry whole cents; floating-point noise below that is not a cent. */
function wholeCents(dollars: number): Cents | null {
  const cents = Math.round(dollars * 100)
  return Math.abs(cents - dollars * 100) < 1e-6 ? cents : null
}

/**
 * What a client sent as an amount of dollars, as cents: a number or a decimal string with at most
 * 2 decimals, never negative, never more than MAX_CENTS. Anything else ("1e3", "12,50",
 * "105.001", "", 100000000) is null.
 */
export function parseMoney(value: unknown): Cents | null {
  const cents = readCents(value)
  return cents !== null && cents <= MAX_CENTS ? cents : null
}

function readCents(value: unknown): Cents | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null
    return wholeCents(value)
  }
  if (typeof value !== 'string' || !DECIMAL.test(value)) return null
  const [whole, fraction = ''] = value.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** Dollars as a JSON number, e.g. 4550 → 45.5 */
export function centsToDollars(cents: Cents): number {
  return cents / 100
}

/** Dollars as a numeric(10,2) literal, e.g. 4550 → "45.50" */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })

/** '$45.50', '-$5.00', '$1,234.50': the one way an amount is shown, on screen and in mail. */
export function formatMoney(cents: Cents): string {
  // + 0 turns -0 into 0, which Intl would show as '-$0.00'.
  return AUD.format(Math.round(cents) / 100 + 0)
}

/** GST included in a GST-inclusive amount: one eleventh, rounded to the cent. */
export function gstIncluded(cents: Cents): Cents {
  return Math.round(cents / 11)
}

/** The amount before GST, so that subtotal + GST always equals the total. */
export function subtotalExGst(cents: Cents): Cents {
  return cents - gstIncluded(cents)
}
