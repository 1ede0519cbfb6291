import { sql, type SQL } from 'drizzle-orm'

/** What a report covers: one ceremony, or the order dates of a range (both ends included). */
export type ReportScope =
  | { ceremonyId: number; from?: undefined; to?: undefined }
  | { ceremonyId?: undefined; from: string; to: string }

/** The server's time zone, which also decides an order's date: hours are read in it. */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/**
 * The condition on `orders o` of a report: the university's own sales at the counter. Orders
 * taken online before the day (is_pos_order false) never passed through the drawer or terminal.
 */
export function scopeCondition(universityId: number, scope: ReportScope): SQL {
  const where =
    scope.ceremonyId !== undefined
      ? sql`o.ceremony_id = ${scope.ceremonyId}`
      : sql`o.date BETWEEN ${scope.from}::date AND ${scope.to}::date`
  return sql`${countedOrders(universityId)} AND ${where}`
}

/** The university's orders a report counts, of any day. */
export const countedOrders = (universityId: number): SQL =>
  sql`o.university_id = ${universityId} AND o.is_pos_order AND o.deleted_at IS NULL`
