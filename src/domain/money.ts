/** Money is held as integer cents; the API and the database carry dollars with 2 decimals. */
export type Cents = number

export function toCents(value: number | string): Cents {
  const n = typeof value === 'number' ? value : Number.parseFloat(value)
  if (!Number.isFinite(n)) return 0
  return Math.round(n * 100)
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

/** '$45.50', '-$5.00' */
export function formatMoney(cents: Cents): string {
  const decimal = centsToDecimal(cents)
  return decimal.startsWith('-') ? `-$${decimal.slice(1)}` : `$${decimal}`
}

/** GST included in a GST-inclusive amount: one eleventh, rounded to the cent. */
export function gstIncluded(cents: Cents): Cents {
  return Math.round(cents / 11)
}

/** The amount before GST, so that subtotal + GST always equals the total. */
export function subtotalExGst(cents: Cents): Cents {
  return cents - gstIncluded(cents)
}
