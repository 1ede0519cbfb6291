import { and, eq, sql } from 'drizzle-orm'
import type { ReportDrawer } from '../../../domain/contract/drawer'
import { centsToDollars } from '../../../domain/sale/money'
import type { Db } from '../../db/client'
import { cashDrawers } from '../../db/schema'
import { kioskLabel } from '../../security/kioskCookie'
import { dollars } from '../dto/dtoValues'
import { dollarsOrNull, drawerRows, expectedOf } from '../drawer/drawerRead'

/** The days a report covers, both ends included: a ceremony's day, or a range's. */
export interface ReportDays {
  from: string
  to: string
}

/**
 * The Z report's drawers: those opened on the scope's days (in the server's time zone), each with
 * its float, cash in and out, what was expected and counted, and the variance; a drawer still open
 * shows what it should hold so far and no count.
 */
export async function reportDrawers(
  db: Db,
  universityId: number,
  days: ReportDays,
  zone: string,
): Promise<ReportDrawer[]> {
  const openedOn = sql`(${cashDrawers.openedAt} AT TIME ZONE ${zone})::date`
  const rows = await drawerRows(
    db,
    and(
      eq(cashDrawers.universityId, universityId),
      sql`${openedOn} BETWEEN ${days.from}::date AND ${days.to}::date`,
    ),
  )
  return rows.map((row) => ({
    id: row.id,
    kiosk: kioskLabel(row.kiosk),
    opened_by: row.openerName,
    opened_at: row.openedAt.toISOString(),
    float: dollars(row.float),
    cash_in: centsToDollars(row.cash.cashIn),
    cash_out: centsToDollars(row.cash.cashOut),
    expected: centsToDollars(expectedOf(row)),
    counted: dollarsOrNull(row.counted),
    variance: dollarsOrNull(row.variance),
    counted_by: row.counterName,
    closed_at: row.closedAt ? row.closedAt.toISOString() : null,
  }))
}
