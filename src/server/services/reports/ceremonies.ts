import { sql } from 'drizzle-orm'
import { isoDay } from '../../../domain/dates'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'

export interface ScopeCeremony {
  id: number
  name: string
  date: string
  /** Minutes after midnight the ceremony starts (its hour is stored on a 12-hour clock). */
  start_minute: number | null
}

/**
 * The ceremonies a report can be of, newest first: those of the last 400 days up to today, so a
 * year's close-outs can be reopened.
 */
export async function reportCeremonies(db: Db, universityId: number): Promise<ScopeCeremony[]> {
  const today = isoDay()
  return rowsOf<ScopeCeremony>(
    db,
    sql`SELECT id, name, date::text AS date,
        CASE WHEN start_hour IS NULL THEN NULL
          ELSE (start_hour % 12 + CASE WHEN upper(start_meridiem) = 'PM' THEN 12 ELSE 0 END) * 60
            + coalesce(start_min, 0) END AS start_minute
      FROM ceremonies
      WHERE university_id = ${universityId} AND archived_at IS NULL
        AND date BETWEEN ${today}::date - 400 AND ${today}::date
      ORDER BY date DESC, start_minute DESC NULLS LAST, id DESC`,
  )
}

/**
 * The ceremony a report opens on: today's latest that has begun (the one running now, or the
 * last to end), else today's first, else the most recent before today.
 */
export function defaultCeremony(list: ScopeCeremony[], now = new Date()): ScopeCeremony | null {
  const today = isoDay(now)
  const minute = now.getHours() * 60 + now.getMinutes()
  const todays = list.filter((c) => c.date === today)
  return (
    todays.find((c) => c.start_minute === null || c.start_minute <= minute) ??
    todays.at(-1) ??
    list[0] ??
    null
  )
}
