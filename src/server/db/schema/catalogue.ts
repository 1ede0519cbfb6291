import {
  bigint,
  boolean,
  date,
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

// A university's ceremonies and what it sells at them.
export const ceremonies = pgTable(
  'ceremonies',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    code: text('code'),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    startHour: integer('start_hour'),
    startMin: integer('start_min'),
    endHour: integer('end_hour'),
    endMin: integer('end_min'),
    startMeridiem: text('start_meridiem'),
    endMeridiem: text('end_meridiem'),
    photography: text('photography'),
    venue: text('venue'),
    status: text('status'),
    statusTs: timestamp('status_ts', { withTimezone: true }),
    description: text('description'),
    orderStartid: integer('order_startid'),
    orderEndid: integer('order_endid'),
    gesId: text('ges_id'),
    ticketId: text('ticket_id'),
    seatLimit: integer('seat_limit'),
    seatCount: integer('seat_count'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ceremonies_university_date').on(t.universityId, t.date)],
)

export const stocks = pgTable(
  'stocks',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    ceremonyId: integer('ceremony_id').references(() => ceremonies.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    description: text('description'),
    price: money('price').notNull(),
    qty: integer('qty').notNull().default(0),
    isSubitem: boolean('is_subitem').notNull().default(false),
    json: jsonb('json').$type<Record<string, unknown>>().notNull().default({}),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    rev: integer('rev').notNull().default(1),
    requireAddress: text('require_address').notNull().default('no'),
    /** Off sale: kept for the orders that name it, left out of the kiosk's catalogue (0022). */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('stocks_university').on(t.universityId)],
)

/**
 * The version of each university's catalogue (migration 0010): triggers on stocks, which Drizzle
 * cannot declare, raise it in the transaction of every change to the university's stocks. No row
 * is version 0.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  universityId: integer('university_id')
    .primaryKey()
    .references(() => universities.id),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})
