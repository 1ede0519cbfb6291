import { centsToDecimal, gstIncluded, toCents } from '../../../domain/sale/money'

export function paymentType(type: string): string {
  return type.replace(/^Order#/, '')
}

/** Who took the sale: the PIN's owner, or the stage and the web shop, which have none. */
export function operator(json: Record<string, unknown>, name: string | null): string {
  if (name) return name
  if (json.mode === 'stage') return 'Stage'
  if (json.mode === 'web') return 'Web'
  return ''
}

export const money = (amount: string) => centsToDecimal(toCents(amount))
export const gst = (amount: string) => centsToDecimal(gstIncluded(toCents(amount)))
