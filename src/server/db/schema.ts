/**
 * The database's tables, as the migrations make them (src/server/db/migrations), declared for
 * Drizzle in a few files of schema/; every module imports them from here.
 */
export * from './schema/tenants'
export * from './schema/catalogue'
export * from './schema/customers'
export * from './schema/orders'
export * from './schema/orderItems'
export * from './schema/records'
export * from './schema/outbox'
export * from './schema/report'
export * from './schema/drawers'
export * from './schema/corrections'
export * from './schema/stockCounts'
export * from './schema/terminals'
