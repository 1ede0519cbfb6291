import dayjs from 'dayjs'
import type { ReportQuery } from '../../../domain/contract/report'
import { Refusal } from '../refusal'
import { defaultCeremony, type ScopeCeremony } from './ceremonies'
import type { ReportScope } from './scope'

/** A year and a little: longer ranges are for the admin export, not a page. */
const MAX_RANGE_DAYS = 400

/** The query's pattern has checked the shape; this refuses days that do not exist (2026-02-31). */
const validDay = (text: string) => dayjs(text).format('YYYY-MM-DD') === text

/**
 * The scope a query asks for: its ceremony (which must be one of this university's), its date
 * range, or, with neither, the ceremony a report opens on. Null when there is no ceremony yet.
 */
export function resolveScope(
  query: ReportQuery,
  ceremonies: ScopeCeremony[],
  ceremonyOfUniversity: (id: number) => boolean,
): ReportScope | null {
  if (query.ceremony !== undefined) {
    const id = Number(query.ceremony)
    if (!ceremonyOfUniversity(id)) throw new Refusal(404, 'This ceremony was not found.')
    return { ceremonyId: id }
  }
  if (query.from !== undefined || query.to !== undefined) {
    const from = query.from ?? query.to!
    const to = query.to ?? query.from!
    if (!validDay(from) || !validDay(to)) {
      throw Refusal.field(
        query.from && !validDay(from) ? 'from' : 'to',
        'Dates are written like 2026-11-21.',
      )
    }
    if (from > to) throw Refusal.field('to', 'The end date must not be before the start date.')
    if (dayjs(to).diff(dayjs(from), 'day') > MAX_RANGE_DAYS) {
      throw Refusal.field('to', `A report covers at most ${MAX_RANGE_DAYS} days.`)
    }
    return { from, to }
  }
  const ceremony = defaultCeremony(ceremonies)
  return ceremony ? { ceremonyId: ceremony.id } : null
}
