import { numeric, timestamp } from 'drizzle-orm/pg-core'

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true })
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 })
