import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt, deletedAt } from './columns'
import { universities } from './tenants'
import { ceremonies } from './catalogue'

// The graduates and guests an order is for.
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
