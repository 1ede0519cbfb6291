import { and, asc, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Drawer } from '../../../domain/contract/drawer'
import { expectedCash } from '../../../domain/drawer/expectedCash'
import { centsToDollars, toCents } from '../../../domain/sale/money'
import type { Db, Tx } from '../../db/client'
import { cashDrawerMovements, cashDrawers, staff } from '../../db/schema'
import { kioskLabel } from '../../security/kioskCookie'
import { dollars } from '../dto/dtoValues'
import { drawerCash } from './drawerCash'

const opener = alias(staff, 'opener')
const counter = alias(staff, 'counter')

/** Drawers with their cash terms and the names of who opened and counted them. */
export function drawerRows(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      ...getTableColumns(cashDrawers),
      openerName: opener.name,
      counterName: counter.name,
      cash: drawerCash(),
    })
    .from(cashDrawers)
    .innerJoin(opener, eq(opener.id, cashDrawers.openedBy))
    .leftJoin(counter, eq(counter.id, cashDrawers.countedBy))
    .where(where)
    .orderBy(asc(cashDrawers.openedAt), asc(cashDrawers.id))
}

export type DrawerRow = Awaited<ReturnType<typeof drawerRows>>[number]

/** The condition of a kiosk's open drawer at a university. */
export const openDrawerOf = (universityId: number, kiosk: string) =>
  and(
    eq(cashDrawers.universityId, universityId),
    eq(cashDrawers.kiosk, kiosk),
    isNull(cashDrawers.closedAt),
  )

/**
 * The cash a drawer should hold, in cents: as counted against at its close, or so far while open.
 * A bigint read from JSON is a JavaScript number: sums of cents stay far below 2^53.
 */
export function expectedOf(row: DrawerRow): number {
  if (row.expected !== null) return toCents(row.expected)
  return expectedCash({ float: toCents(row.float), ...row.cash })
}

/** A stored amount that a drawer has only once counted, in dollars. */
export const dollarsOrNull = (value: string | null) => (value === null ? null : dollars(value))

/** A drawer as the API answers it, with its cash in and out by hand. */
export async function drawerAnswer(db: Db | Tx, row: DrawerRow): Promise<Drawer> {
  const movements = await db
    .select({ movement: cashDrawerMovements, by: { id: staff.id, name: staff.name } })
    .from(cashDrawerMovements)
    .innerJoin(staff, eq(staff.id, cashDrawerMovements.staffId))
    .where(eq(cashDrawerMovements.drawerId, row.id))
    .orderBy(asc(cashDrawerMovements.id))
  return {
    id: row.id,
    kiosk: kioskLabel(row.kiosk),
    status: row.closedAt ? 'closed' : 'open',
    float: dollars(row.float),
    opened_by: { id: row.openedBy, name: row.openerName },
    opened_at: row.openedAt.toISOString(),
    movements: movements.map(({ movement, by }) => ({
      id: movement.id,
      type: movement.type,
      amount: dollars(movement.amount),
      reason: movement.reason,
      by,
      at: movement.createdAt.toISOString(),
    })),
    cash: {
      float: dollars(row.float),
      cash_sales: centsToDollars(row.cash.cashSales),
      change: centsToDollars(row.cash.change),
      cash_upgrades: centsToDollars(row.cash.cashUpgrades),
      cash_refunds: centsToDollars(row.cash.cashRefunds),
      cash_in: centsToDollars(row.cash.cashIn),
      cash_out: centsToDollars(row.cash.cashOut),
    },
    expected: centsToDollars(expectedOf(row)),
    counts: row.counts,
    counted: dollarsOrNull(row.counted),
    variance: dollarsOrNull(row.variance),
    counted_by:
      row.countedBy !== null && row.counterName !== null
        ? { id: row.countedBy, name: row.counterName }
        : null,
    closed_at: row.closedAt ? row.closedAt.toISOString() : null,
  }
}

/** This kiosk's open drawer at the university, or null. */
export async function currentDrawer(
  db: Db | Tx,
  universityId: number,
  kiosk: string | null,
): Promise<Drawer | null> {
  if (!kiosk) return null
  const [row] = await drawerRows(db, openDrawerOf(universityId, kiosk))
  return row ? drawerAnswer(db, row) : null
}

/**
 * Locks this kiosk's open drawer for the rest of the transaction and answers it as it is then,
 * or null: a second call on the same drawer waits for the first to finish, then reads its work.
 */
export async function lockOpenDrawer(tx: Tx, universityId: number, kiosk: string) {
  const [locked] = await tx
    .select({ id: cashDrawers.id })
    .from(cashDrawers)
    .where(openDrawerOf(universityId, kiosk))
    .for('update')
  if (!locked) return null
  const [row] = await drawerRows(tx, eq(cashDrawers.id, locked.id))
  return row ?? null
}
