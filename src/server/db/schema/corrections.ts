import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, money } from './columns'
import { universities } from './tenants'
import { orders } from './orders'
import { orderItems } from './orderItems'

export type CorrectionKind = 'void' | 'refund'

/**
 * Money given back (migration 0017): a void of a whole sale, or a refund of one item, each on the
 * day it happened, paid back as `payment` says, approved by the manager `staff_id`.
 */
export const corrections = pgTable(
  'corrections',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The refunded item; null for a void. */
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    kind: text('kind').$type<CorrectionKind>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** What was given back, positive. */
    amount: money('amount').notNull(),
    payment: text('payment').$type<'Cash' | 'Eftpos'>().notNull(),
    staffId: integer('staff_id').notNull(),
    /** Who was signed in at the kiosk. */
    recordedBy: integer('recorded_by'),
    /** The kiosk (its device cookie) it was given back at: cash leaves that kiosk's drawer (0018). */
    kiosk: text('kiosk'),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('corrections_void_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'void'`),
    uniqueIndex('corrections_refund_item')
      .on(t.orderItemId)
      .where(sql`${t.kind} = 'refund'`),
    index('corrections_university_day').on(t.universityId, t.day),
    index('corrections_order').on(t.orderId),
    index('corrections_kiosk')
      .on(t.kiosk, t.createdAt)
      .where(sql`${t.kiosk} IS NOT NULL`),
  ],
)
