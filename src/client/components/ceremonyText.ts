import type { Ceremony } from '../../domain/contract/entities'
import { formatDayDate, isoDay } from '../../domain/dates'

/** 'Great Hall · Saturday 21/11/2026 9:30AM': venue, then the day-name date and start time. */
export function ceremonyDetails(ceremony: Ceremony): string {
  const minute = String(ceremony.start_min ?? 0).padStart(2, '0')
  const time =
    ceremony.start_hour === null
      ? ''
      : ` ${ceremony.start_hour}:${minute}${ceremony.start_meridiem ?? ''}`
  return [ceremony.venue, `${formatDayDate(ceremony.date)}${time}`].filter(Boolean).join(' · ')
}

export function isToday(ceremony: Pick<Ceremony, 'date'>, today: Date = new Date()): boolean {
  return ceremony.date === isoDay(today)
}
