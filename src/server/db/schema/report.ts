import { date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { universities } from './tenants'

/**
 * The takings report's sums of a finished day (migration 0009; written by
 * services/reports/dayCache.ts and keepDays.ts). Triggers of 0009 on orders and order_items,
 * which Drizzle cannot declare, empty a day's sums and raise its version when one of its orders
 * or lines changes; money, lines and upgrades are null until the day is summed again.
 */
export const reportDays = pgTable(
  'report_days',
  {
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    day: date('day').notNull(),
    version: integer('version').notNull().default(0),
    /** The time zone its hours were read in: sums of another are summed again. */
    zone: text('zone'),
    money: jsonb('money'),
    lines: jsonb('lines'),
    upgrades: jsonb('upgrades'),
    /** Its voids and refunds by kind, payment and stock (migration 0017). */
    corrections: jsonb('corrections'),
  },
  (t) => [primaryKey({ columns: [t.universityId, t.day] })],
)
