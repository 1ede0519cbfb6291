import dayjs from 'dayjs'
import { formatMoney, toCents, type Cents } from '../../../domain/sale/money'

/** A drawer's money arrives in dollars; shown as the kiosk shows money. */
export const dollars = (amount: number) => formatMoney(toCents(amount))

/** Counted less expected, as the person at the drawer says it. */
export function varianceText(variance: Cents): string {
  if (variance > 0) return `over ${formatMoney(variance)}`
  if (variance < 0) return `short ${formatMoney(-variance)}`
  return 'balanced'
}

/** '21/11/2026 09:05', the kiosk's 24-hour clock. */
export const dateTime = (at: string) => dayjs(at).format('DD/MM/YYYY HH:mm')
