import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import {
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
import { PLACEHOLDER_CUSTOMER } from '../../../domain/sale/customer'
import { createdAt, updatedAt, deletedAt, money } from './columns'
import { universities } from './tenants'
import { ceremonies } from './catalogue'
import { customers } from './customers'

/** A constant of this code as an SQL literal: an index's predicate holds values, not parameters. */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`)

/**
 * An order of the placeholder customer (an express or stage sale: PLACEHOLDER_CUSTOMER) in every
 * field the order search reads. On the day they are most of the newest orders, and no person's
 * name matches them. Migration 0012's index holds the same expression.
 */
export function placeholderOrder(t: Record<'name' | 'lastname' | 'email' | 'phone', SQLWrapper>) {
  const { name, lastname, email } = PLACEHOLDER_CUSTOMER
  return sql`(${t.name} = ${literal(name)} AND ${t.lastname} = ${literal(lastname)} AND coalesce(${t.email}, '') = ${literal(email)} AND coalesce(${t.phone}, '') = '')` as SQL
}

// Orders: what was sold, to whom, at which ceremony, paid how.
export interface OrderAddress {
  extra_streetname1: string
  extra_city: string
  extra_state: string
  extra_postcode: string
  extra_country: string
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    customerId: integer('customer_id').references(() => customers.id),
    ceremonyId: integer('ceremony_id').references(() => ceremonies.id),
    type: text('type').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    title: text('title'),
    name: text('name').notNull(),
    othername: text('othername'),
    lastname: text('lastname').notNull(),
    countrycode: text('countrycode'),
    phone: text('phone'),
    email: text('email'),
    address: jsonb('address').$type<OrderAddress>(),
    amount: money('amount').notNull(),
    paid: money('paid').notNull(),
    /** Cash handed over and change given (migration 0005); null for EFTPOS and older sales. */
    tendered: money('tendered'),
    change: money('change'),
    /** A sale made offline (migration 0008): the kiosk's provisional number and its sale time. */
    offlineNumber: text('offline_number'),
    soldOfflineAt: timestamp('sold_offline_at', { withTimezone: true }),
    /** An offline sale whose recorded staff PIN the server refused at sync: for a manager to check. */
    pinUnverified: boolean('pin_unverified').notNull().default(false),
    /** The kiosk (its device cookie) the sale was made at, so its cash finds its drawer (0018). */
    kiosk: text('kiosk'),
    isPosOrder: boolean('is_pos_order').notNull().default(true),
    posOperator: integer('pos_operator').notNull().default(0),
    status: text('status'),
    statusTs: timestamp('status_ts', { withTimezone: true }),
    transactionId: text('transaction_id'),
    voucherId: integer('voucher_id'),
    json: jsonb('json').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('orders_university_created').on(t.universityId, t.id),
    // The takings report's scopes: a ceremony, or a range of days (migration 0007).
    index('orders_university_ceremony').on(t.universityId, t.ceremonyId),
    index('orders_university_date').on(t.universityId, t.date),
    // The takings report's (0009): its order list by ceremony, and the orders lacking a reference.
    index('orders_university_ceremony_id').on(t.universityId, t.ceremonyId, t.id),
    index('orders_no_reference')
      .on(t.universityId, t.id)
      .where(
        sql`coalesce(${t.json} ->> 'ges_order_id', '') = '' AND ${t.isPosOrder} AND ${t.deletedAt} IS NULL`,
      ),
    index('orders_customer').on(t.customerId),
    // The lookup finds a sale made offline by its provisional number (0019).
    index('orders_offline_number')
      .on(t.universityId, t.offlineNumber)
      .where(sql`${t.offlineNumber} IS NOT NULL`),
    // A drawer's cash sales: its kiosk's, by when the cash was taken (0018).
    index('orders_kiosk_taken')
      .on(t.kiosk, sql`coalesce(${t.soldOfflineAt}, ${t.createdAt})`)
      .where(sql`${t.kiosk} IS NOT NULL`),
    // A person's orders, newest first, by an order only the name search's window asks for (id + 0),
    // so the planner cannot walk the primary key past the placeholder's orders instead (0012).
    index('orders_person_newest')
      .on(t.universityId, sql`(${t.id} + 0)`)
      .where(sql`NOT ${placeholderOrder(t)}`),
    // Without a pending list, so a search never reads the day's sales' entries whole (0013).
    index('orders_name_trgm')
      .using('gin', sql`(${t.name} || ' ' || ${t.lastname}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('orders_phone_trgm')
      .using('gin', sql`${t.phone} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('orders_email_trgm')
      .using('gin', sql`${t.email} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Terms shorter than a trigram match at the start instead (migration 0006).
    index('orders_name_prefix').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    index('orders_lastname_prefix').using('btree', sql`lower(${t.lastname}) text_pattern_ops`),
    index('orders_phone_prefix').using('btree', sql`${t.phone} text_pattern_ops`),
    index('orders_email_prefix').using('btree', sql`lower(${t.email}) text_pattern_ops`),
  ],
)
