import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { universities } from './tenants'
import { orders } from './orders'
import { orderItems } from './orderItems'

// What the server sends: pushes to the ordering system and receipts, each retried until done.
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').notNull(),
    /** The item a refund's row sends (migration 0017); null for a push or a cancellation. */
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** While a process is sending, others leave the row alone until this passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * New at every claim: the outcome of an attempt is written only while the row still carries
     * its claim, so a sender whose lease ran out cannot overwrite the row another process took.
     */
    claimToken: text('claim_token'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_kind_order_item').on(t.kind, t.orderId, sql`coalesce(${t.orderItemId}, 0)`),
    index('outbox_order').on(t.orderId),
    index('outbox_due').on(t.status, t.nextAttemptAt),
    // The worker's claim reads the rows it may take in this order (0014).
    index('outbox_claim_next')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('pending', 'sending')`),
    index('outbox_undelivered')
      .on(t.orderId)
      .where(sql`${t.status} <> 'delivered'`),
  ],
)

export const sentMail = pgTable(
  'sent_mail',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    orderId: integer('order_id').references(() => orders.id),
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    messageId: text('message_id'),
    createdAt: createdAt(),
    /** The message itself, kept so the mail outbox can send it (again). */
    html: text('html'),
    text: text('text'),
    staffId: integer('staff_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    claimToken: text('claim_token'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * A receipt waiting for its order's push (0023): sent once the push is settled or this time
     * has passed, rendered anew with the reference then. Null: sent as written.
     */
    awaitsPushUntil: timestamp('awaits_push_until', { withTimezone: true }),
  },
  (t) => [
    index('sent_mail_order').on(t.orderId),
    index('sent_mail_due').on(t.status, t.nextAttemptAt),
    // The mail outbox's claim reads the messages it may take in this order (0014).
    index('sent_mail_claim_next')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('queued', 'sending')`),
    index('sent_mail_failed')
      .on(t.orderId)
      .where(sql`${t.status} = 'failed'`),
  ],
)
