import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { universities } from './tenants'
import { orders } from './orders'

// What the server records: the audit log, saves answered once, this installation.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    universityId: integer('university_id').references(() => universities.id),
    staffId: integer('staff_id'),
    action: text('action').notNull(),
    subject: text('subject'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_university_created').on(t.universityId, t.createdAt),
    // The back office's filters by person and by kind (0020).
    index('audit_log_university_staff').on(t.universityId, t.staffId, t.createdAt),
    index('audit_log_university_action').on(t.universityId, t.action, t.createdAt),
  ],
)

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.universityId, t.key] })],
)

/**
 * Changes to stored rows that need the code's own rules, run once after the SQL migrations
 * (db/dataSteps.ts): a migration adds its step's row, pending until `done_at` (0020).
 */
export const dataSteps = pgTable('data_steps', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }),
})

/** One row: the id of this installation, which prefixes the idempotency keys sent to GES. */
export const installation = pgTable('installation', {
  singleton: boolean('singleton').primaryKey().default(true),
  id: uuid('id').notNull().defaultRandom(),
  createdAt: createdAt(),
  /** The offline-PIN key pair (migration 0008): SPKI and PKCS#8, base64 DER, made on first use. */
  offlinePublicKey: text('offline_public_key'),
  offlinePrivateKey: text('offline_private_key'),
})

/** Reference numbers of the built-in ordering ledger, used when no GES_URL is configured. */
export const gesReferenceSeq = pgSequence('ges_reference_seq', { startWith: 700001 })
