import dayjs from 'dayjs'
import { formatDayDate, isoDay } from './dates'

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

/**
 * The ceremony a sale is for when there can be no doubt: the only one on sale on `day`. None, or
 * two in one day, and the cashier chooses.
 */
export function onlyCeremonyOn<T extends { date: string }>(
  ceremonies: readonly T[],
  day: string,
): T | null {
  const that = ceremonies.filter((c) => c.date === day)
  return that.length === 1 ? that[0]! : null
}

/** 'Saturday 21/11/2026 10:30AM': the day-name date, then the start time when there is one. */
export function ceremonyStartTime(ceremony: CeremonyTime): string {
  if (ceremony.start_hour === null) return formatDayDate(ceremony.date)
  const minute = String(ceremony.start_min ?? 0).padStart(2, '0')
  return `${formatDayDate(ceremony.date)} ${ceremony.start_hour}:${minute}${ceremony.start_meridiem ?? ''}`
}
