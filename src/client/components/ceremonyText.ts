import { ceremonyStartTime } from '../../domain/ceremony'
import type { Ceremony } from '../../domain/contract/entities'
import { isoDay } from '../../domain/dates'

export function ceremonyDetails(ceremony: Ceremony): string {
  return [ceremony.venue, ceremonyStartTime(ceremony)].filter(Boolean).join(' · ')
}

export function isToday(ceremony: Ceremony, today: Date = new Date()): boolean {
  return ceremony.date === isoDay(today)
}
