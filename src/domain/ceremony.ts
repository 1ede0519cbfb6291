import dayjs from 'dayjs'
import { formatDate, isoDay } from './dates'

export const CEREMONY_WINDOW_DAYS = 3
export const CEREMONY_WINDOW_ALL_DAYS = 365
export type CeremonyWindow = typeof CEREMONY_WINDOW_DAYS | typeof CEREMONY_WINDOW_ALL_DAYS

export interface CeremonyTime {
  date: string
  start_hour: number | null
  start_min: number | null
  start_meridiem: string | null
}

/** The first day no longer listed: ceremonies are shown when their date is before today plus the window. */
export function ceremonyWindowEnd(days: number, today: Date = new Date()): string {
  return isoDay(dayjs(today).add(days, 'day'))
}

export function isInCeremonyWindow(date: string, days: number, today: Date = new Date()): boolean {
  return isoDay(dayjs(date)) < ceremonyWindowEnd(days, today)
}

/** '21/11/2026 10:30AM' */
export function ceremonyStartTime(ceremony: CeremonyTime): string {
  const hour = ceremony.start_hour ?? 0
  const minute = String(ceremony.start_min ?? 0).padStart(2, '0')
  return `${formatDate(ceremony.date)} ${hour}:${minute}${ceremony.start_meridiem ?? ''}`
}
