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

/** When an upgrade was paid for, and its day in the report's time zone. */
export const UPGRADE_AT = sql`(it.json->'upgrade'->>'at')::timestamptz`
export const upgradeDay = (zone: string): SQL =>
  sql`coalesce((${UPGRADE_AT} AT TIME ZONE ${zone})::date, o.date)`

/**
 * The condition on `order_items it` joined to its `orders o` of the upgrades a report counts:
 * the university's, of any order (a pre-order's upgrade is paid at the counter too), on the day
 * the difference was paid. `days` is a condition on that day; a ceremony's are its orders'.
 */
export function upgradeCondition(universityId: number, where: SQL): SQL {
  return sql`it.university_id = ${universityId} AND it.deleted_at IS NULL
    AND (it.json -> 'upgrade') IS NOT NULL AND o.deleted_at IS NULL AND ${where}`
}

/** The upgrades of a report's scope: a ceremony's orders', or those paid in a range of days. */
export function scopeUpgrades(universityId: number, scope: ReportScope, zone: string): SQL {
  const where =
    scope.ceremonyId !== undefined
      ? sql`o.ceremony_id = ${scope.ceremonyId}`
      : sql`${upgradeDay(zone)} BETWEEN ${scope.from}::date AND ${scope.to}::date`
  return upgradeCondition(universityId, where)
}

/**
 * The condition on `corrections c` joined to its `orders o` of the voids and refunds a report
 * counts: the university's, of any order, on the day the money was given back. `where` is a
 * condition on that day; a ceremony's are its orders'.
 */
export function returnCondition(universityId: number, where: SQL): SQL {
  return sql`c.university_id = ${universityId} AND o.deleted_at IS NULL AND ${where}`
}

/** The voids and refunds of a report's scope: a ceremony's orders', or those of a range of days. */
export function scopeReturns(universityId: number, scope: ReportScope): SQL {
  const where =
    scope.ceremonyId !== undefined
      ? sql`o.ceremony_id = ${scope.ceremonyId}`
      : sql`c.day BETWEEN ${scope.from}::date AND ${scope.to}::date`
  return returnCondition(universityId, where)
}
