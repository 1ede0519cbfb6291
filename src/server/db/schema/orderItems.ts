import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt, deletedAt, money } from './columns'
import { universities } from './tenants'
import { stocks } from './catalogue'
import { orders } from './orders'

// An order's lines: what was sold, and whether it was handed over.
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    customerId: integer('customer_id'),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    qty: integer('qty').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull().default('Open'),
    statusTs: timestamp('status_ts', { withTimezone: true }),
    json: jsonb('json').$type<Record<string, unknown>>().notNull().default({}),
    isAdmin: boolean('is_admin').notNull().default(false),
    selected: boolean('selected').notNull().default(false),
    seat: text('seat'),
    rev: integer('rev').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('order_items_order').on(t.orderId),
    // The takings report's upgrades (0009, which also keeps statistics on the expression).
    index('order_items_upgrade')
      .on(t.orderId)
      .where(sql`(${t.json} -> 'upgrade') IS NOT NULL`),
    // A range of days' upgrades, by the day each was paid (0015).
    index('order_items_upgrade_university')
      .on(t.universityId)
      .where(sql`(${t.json} -> 'upgrade') IS NOT NULL`),
    // A drawer's cash upgrades, by the kiosk each was paid at (0018).
    index('order_items_upgrade_kiosk')
      .on(sql`(${t.json} -> 'upgrade' ->> 'kiosk')`)
      .where(sql`(${t.json} -> 'upgrade') IS NOT NULL`),
  ],
)
