import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
const deletedAt = () => timestamp('deleted_at', { withTimezone: true })
const money = (name: string) => numeric(name, { precision: 10, scale: 2 })

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('stocks_university').on(t.universityId)],
)

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    ceremonyId: integer('ceremony_id').references(() => ceremonies.id),
    studentId: text('student_id').notNull(),
    title: text('title'),
    name: text('name').notNull(),
    othername: text('othername'),
    lastname: text('lastname').notNull(),
    email: text('email'),
    countrycode: text('countrycode'),
    phone: text('phone'),
    mobile: text('mobile'),
    awardId: text('award_id'),
    gesId: text('ges_id'),
    isVip: boolean('is_vip').notNull().default(false),
    isVirtual: boolean('is_virtual').notNull().default(false),
    notifyTicket: boolean('notify_ticket').notNull().default(false),
    registered: boolean('registered').notNull().default(false),
    seat: text('seat'),
    status: text('status'),
    statusTs: timestamp('status_ts', { withTimezone: true }),
    studentDob: date('student_dob', { mode: 'string' }),
    ticketId: text('ticket_id'),
    type: text('type'),
    uniStatus: text('uni_status'),
    verifies: text('verifies'),
    lastLogon: timestamp('last_logon', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('customers_university_student').on(t.universityId, t.studentId),
    index('customers_university_student_lower').on(t.universityId, sql`lower(${t.studentId})`),
  ],
)

export const customerExtras = pgTable('customer_extras', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  city: text('city'),
  country: text('country'),
  dietary: text('dietary'),
  email: text('email'),
  marketing: boolean('marketing'),
  mobile: text('mobile'),
  phone: text('phone'),
  postcode: text('postcode'),
  shareAlumniStory: boolean('share_alumni_story'),
  state: text('state'),
  streetname1: text('streetname1'),
  streetname2: text('streetname2'),
  streetname3: text('streetname3'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
})

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
    index('orders_customer').on(t.customerId),
    index('orders_name_trgm').using('gin', sql`(${t.name} || ' ' || ${t.lastname}) gin_trgm_ops`),
    index('orders_phone_trgm').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('orders_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    // Terms shorter than a trigram match at the start instead (migration 0006).
    index('orders_name_prefix').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    index('orders_lastname_prefix').using('btree', sql`lower(${t.lastname}) text_pattern_ops`),
    index('orders_phone_prefix').using('btree', sql`${t.phone} text_pattern_ops`),
    index('orders_email_prefix').using('btree', sql`lower(${t.email}) text_pattern_ops`),
  ],
)

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
  (t) => [index('order_items_order').on(t.orderId)],
)

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
  (t) => [index('audit_log_university_created').on(t.universityId, t.createdAt)],
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
    uniqueIndex('outbox_kind_order').on(t.kind, t.orderId),
    index('outbox_due').on(t.status, t.nextAttemptAt),
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
  },
  (t) => [
    index('sent_mail_order').on(t.orderId),
    index('sent_mail_due').on(t.status, t.nextAttemptAt),
  ],
)

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
