import { formatMoney, toCents } from '../../../domain/sale/money'

/** The report's money arrives in dollars; shown as the kiosk shows money. */
export const money = (dollars: number) => formatMoney(toCents(dollars))

/** '9 am', '2 pm': the hours of the by-hour chart. */
export function hourLabel(hour: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12
  return `${h} ${hour < 12 ? 'am' : 'pm'}`
}

/** '3 min', '2 h 5 min', '1 d 4 h': how long an order has waited. */
export function ageText(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ${minutes % 60} min`
  return `${Math.floor(hours / 24)} d ${hours % 24} h`
}
