import { and, asc, eq, type SQL } from 'drizzle-orm'
import { ceremonies } from '../../db/schema'
import { formatTime } from '../../../domain/clockTime'
import type { Exporter } from './exportCsv'

export const exportCeremonies: Exporter = async (db, scope) => {
  const where: SQL[] = [eq(ceremonies.universityId, scope.universityId)]
  if (scope.ceremonyId !== undefined) where.push(eq(ceremonies.id, scope.ceremonyId))
  const rows = await db
    .select()
    .from(ceremonies)
    .where(and(...where))
    .orderBy(asc(ceremonies.id))
  return [
    ['code', 'name', 'date', 'start', 'end', 'venue', 'photography', 'seat_limit', 'description'],
    ...rows.map((c) => [
      c.code ?? '',
      c.name,
      c.date,
      formatTime(c.startHour, c.startMin, c.startMeridiem),
      formatTime(c.endHour, c.endMin, c.endMeridiem),
      c.venue ?? '',
      c.photography ?? '',
      c.seatLimit ?? '',
      c.description ?? '',
    ]),
  ]
}
