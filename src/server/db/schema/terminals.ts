import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { TerminalAttemptState, TerminalPurpose } from '../../../domain/contract/terminal'
import type { SimulatorNext } from '../../../domain/contract/terminal'
import { orderItems } from './orderItems'
import { orders } from './orders'
import { staff, universities } from './tenants'

const at = (name: string) => timestamp(name, { withTimezone: true })

/** The card terminal a kiosk (its device cookie) is paired with (migration 0023). */
export const terminals = pgTable(
  'terminals',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    kiosk: text('kiosk').notNull(),
    adapter: text('adapter').$type<'simulator' | 'linkly'>().notNull(),
    label: text('label').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    pairedAt: at('paired_at').notNull().defaultNow(),
    /** Set when the kiosk's pairing ended (migration 0024); its attempts still name it. */
    unpairedAt: at('unpaired_at'),
  },
  (t) => [
    uniqueIndex('terminals_kiosk_paired')
      .on(t.universityId, t.kiosk)
      .where(sql`${t.unpairedAt} IS NULL`),
  ],
)

/** Kiosks that asked for their terminal, by their short code, for pairing (migration 0024). */
export const terminalKiosks = pgTable(
  'terminal_kiosks',
  {
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    kiosk: text('kiosk').notNull(),
    code: text('code').notNull(),
    seenAt: at('seen_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.universityId, t.kiosk] }),
    index('terminal_kiosks_code').on(t.universityId, t.code),
  ],
)

/** One payment sent to a terminal, written before the terminal is asked (migration 0023). */
export const terminalAttempts = pgTable(
  'terminal_attempts',
  {
    id: uuid('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    kiosk: text('kiosk').notNull(),
    terminalId: integer('terminal_id')
      .notNull()
      .references(() => terminals.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    purpose: text('purpose').$type<TerminalPurpose>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    state: text('state').$type<TerminalAttemptState>().notNull(),
    display: text('display'),
    reason: text('reason'),
    receipt: text('receipt'),
    authCode: text('auth_code'),
    card: text('card'),
    /** What approval saves: the sale, the upgrade or the refund, as checked before the charge. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    cancelledByOperator: boolean('cancelled_by_operator').notNull().default(false),
    needsRefund: boolean('needs_refund').notNull().default(false),
    /** How many times the recovery job asked the terminal: its back-off grows with it. */
    checks: integer('checks').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
    nextCheckAt: at('next_check_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('terminal_attempts_key').on(t.universityId, t.idempotencyKey),
    index('terminal_attempts_open')
      .on(t.nextCheckAt)
      .where(sql`${t.resolvedAt} IS NULL`),
    index('terminal_attempts_order')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
    index('terminal_attempts_day').on(t.universityId, t.createdAt),
  ],
)

/** The simulator's next outcome for each university. */
export const terminalSimulator = pgTable('terminal_simulator', {
  universityId: integer('university_id')
    .primaryKey()
    .references(() => universities.id),
  next: text('next').$type<SimulatorNext>().notNull(),
})

/** What the simulator was sent, so its answers survive a restart of the server. */
export const terminalSimulatorTransactions = pgTable('terminal_simulator_transactions', {
  id: uuid('id').primaryKey(),
  universityId: integer('university_id').notNull(),
  terminalId: integer('terminal_id').notNull(),
  kind: text('kind').$type<'purchase' | 'refund'>().notNull(),
  amountCents: integer('amount_cents').notNull(),
  outcome: text('outcome').$type<SimulatorNext>().notNull(),
  startedAt: at('started_at').notNull().defaultNow(),
  cancelledAt: at('cancelled_at'),
})
