import { parseMoney, type Cents } from '../../domain/sale/money'
import type { PadKey } from './NumberPad'

/** The keys of a money pad: digits, the point and delete. */
export const MONEY_KEYS: PadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '0', 'back']

/** Typed dollars: digits, one point, at most 2 decimals ("100", "72.5"). */
export function typedMoney(entry: string, key: PadKey): string {
  if (key === 'back') return entry.slice(0, -1)
  if (key === 'clear') return ''
  const next = entry + key
  return /^\d{0,5}(\.\d{0,2})?$/.test(next) ? next : entry
}

/** What was typed, as cents; null while nothing is. */
export function enteredCents(entry: string): Cents | null {
  return entry === '' ? null : parseMoney(entry.endsWith('.') ? entry + '0' : entry)
}
