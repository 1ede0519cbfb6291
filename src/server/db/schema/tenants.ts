import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

// The universities, their staff, and who is signed in or locked out.
export const universities = pgTable('universities', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
})

export const STAFF_ROLES = ['operator', 'manager'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    pinHash: text('pin_hash'),
    /** 'operator' sells; 'manager' may also open the takings report. */
    role: text('role').$type<StaffRole>().notNull().default('operator'),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_university_email').on(t.universityId, sql`lower(${t.email})`)],
)

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value, so a copy of this table opens no session. */
    id: text('id').primaryKey(),
    universityId: integer('university_id').references(() => universities.id),
    staffId: integer('staff_id').references(() => staff.id),
    csrfToken: text('csrf_token').notNull(),
    remember: boolean('remember').notNull().default(false),
    pinOperatorId: integer('pin_operator_id').references(() => staff.id),
    pinCheckedAt: timestamp('pin_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_at').on(t.expiresAt)],
)

/** Failed logins and PIN checks, counted for lockouts; kept in the database so every process sees them. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    scope: text('scope').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_failures_scope').on(t.kind, t.scope, t.createdAt)],
)

/**
 * The kiosks (by their device cookie) whose operators passed a PIN lately: when wrong PINs across
 * a university reach its bound, these keep working unless they failed too (checkPin).
 */
export const kioskPinPasses = pgTable('kiosk_pin_passes', {
  kiosk: text('kiosk').primaryKey(),
  universityId: integer('university_id')
    .notNull()
    .references(() => universities.id),
  passedAt: timestamp('passed_at', { withTimezone: true }).notNull().defaultNow(),
})
