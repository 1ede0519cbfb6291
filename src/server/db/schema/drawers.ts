import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { money } from './columns'
import { staff, universities } from './tenants'

/**
 * What a drawer works out rather than is given: sums of a whole session's sales, which may pass
 * what one amount sent (numeric(10,2)) can be, so they get room to spare.
 */
const sum = (name: string) => numeric(name, { precision: 14, scale: 2 })

// The cash drawer of a kiosk (its device cookie) at a university, from opening to its count
// (migration 0018). One is open per kiosk and university at a time.
export const cashDrawers = pgTable(
  'cash_drawers',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    kiosk: text('kiosk').notNull(),
    float: money('float').notNull(),
    openedBy: integer('opened_by')
      .notNull()
      .references(() => staff.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** Pieces of each note and coin counted at the close, by denomination key. */
    counts: jsonb('counts').$type<Record<string, number>>(),
    counted: sum('counted'),
    expected: sum('expected'),
    variance: sum('variance'),
    countedBy: integer('counted_by').references(() => staff.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cash_drawers_open')
      .on(t.universityId, t.kiosk)
      .where(sql`${t.closedAt} IS NULL`),
    index('cash_drawers_university_opened').on(t.universityId, t.openedAt),
  ],
)

/** Cash put in or taken out of an open drawer by hand, with why. */
export const cashDrawerMovements = pgTable(
  'cash_drawer_movements',
  {
    id: serial('id').primaryKey(),
    drawerId: integer('drawer_id')
      .notNull()
      .references(() => cashDrawers.id),
    type: text('type').$type<'in' | 'out'>().notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cash_drawer_movements_drawer').on(t.drawerId)],
)
