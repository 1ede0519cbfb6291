import { ceremonyStartTime } from '../../domain/ceremony'
import type { Ceremony } from '../../domain/contract/ceremony'
import { isoDay } from '../../domain/dates'

/** 'Great Hall · Saturday 21/11/2026 9:30AM': the venue, then the day-name date and start time. */
export function ceremonyDetails(ceremony: Ceremony): string {
  return [ceremony.venue, ceremonyStartTime(ceremony)].filter(Boolean).join(' · ')
}

export function isToday(ceremony: Pick<Ceremony, 'date'>, today: Date = new Date()): boolean {
  return ceremony.date === isoDay(today)
}
