import { centsToDollars, toCents } from '../../../domain/sale/money'

/** A row of a Drizzle table, as the DTO functions read it. */
export type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']

export const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null)
export const dollars = (value: string) => centsToDollars(toCents(value))
