import { customType, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { ceremonies, stocks } from './catalogue'
import { updatedAt } from './columns'
import { universities } from './tenants'

/**
 * Stock on hand (migration 0022): a count per stock, and per ceremony where a ceremony keeps its
 * own. Beside the catalogue, so a sale does not raise the catalogue's version.
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id),
    ceremonyId: integer('ceremony_id').references(() => ceremonies.id),
    onHand: integer('on_hand').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stock_counts_university').on(t.universityId)],
)

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/** A stock's uploaded picture, kept in the database (docs/decisions/0025). */
export const stockPictures = pgTable('stock_pictures', {
  stockId: integer('stock_id')
    .primaryKey()
    .references(() => stocks.id),
  universityId: integer('university_id')
    .notNull()
    .references(() => universities.id),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: updatedAt(),
})
