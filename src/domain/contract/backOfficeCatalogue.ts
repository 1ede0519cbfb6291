import Type from 'typebox'
import { ColourSchema, MAX_ID, Nullable } from './common'

/** The back office's catalogue (/{tenant}/admin/api/catalogue…). */
const Token = { _token: Type.Optional(Type.String()) }

export const CeremonyCount = Type.Object({
  ceremony_id: Type.Integer(),
  on_hand: Type.Integer(),
})

export const AdminStock = Type.Object({
  id: Type.Integer(),
  type: Type.String({ description: "'Stock#Bear' …: the category" }),
  name: Type.String(),
  price: Type.Number({ description: 'dollars, GST included' }),
  colours: Type.Array(ColourSchema),
  /** Where the kiosk's card reads the picture from; null: none. */
  picture: Nullable(Type.String()),
  require_address: Type.Boolean(),
  /** The one ceremony that sells it; null: every ceremony. */
  ceremony_id: Nullable(Type.Integer()),
  active: Type.Boolean(),
  /** The stock's own count; null: not counted (nothing is checked). */
  on_hand: Nullable(Type.Integer()),
  /** Counts of ceremonies that keep their own. */
  ceremony_counts: Type.Array(CeremonyCount),
})
export type AdminStock = Type.Static<typeof AdminStock>

export const CatalogueCeremony = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  date: Type.String(),
})
export type CatalogueCeremony = Type.Static<typeof CatalogueCeremony>

export const AdminCatalogue = Type.Object({
  stocks: Type.Array(AdminStock),
  ceremonies: Type.Array(CatalogueCeremony),
})
export type AdminCatalogue = Type.Static<typeof AdminCatalogue>

export const StockBody = Type.Object({
  type: Type.String({ maxLength: 100 }),
  name: Type.String({ maxLength: 1000 }),
  /** As typed, read by the importer's rules ("12.50"). */
  price: Type.String({ maxLength: 100 }),
  colours: Type.Array(ColourSchema, { maxItems: 40 }),
  require_address: Type.Boolean(),
  ceremony_id: Nullable(Type.Integer({ minimum: 1, maximum: MAX_ID })),
  active: Type.Boolean(),
  ...Token,
})
export type StockFields = Omit<Type.Static<typeof StockBody>, '_token'>

export const CountBody = Type.Object({
  /** null: the stock's own count; a ceremony: that ceremony's. */
  ceremony_id: Nullable(Type.Integer({ minimum: 1, maximum: MAX_ID })),
  /** null: no count (unknown). */
  on_hand: Nullable(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  ...Token,
})
export type CountFields = Omit<Type.Static<typeof CountBody>, '_token'>

/** The kiosk's counts at one ceremony, by stock id; a stock not listed is not counted. */
export const StockCounts = Type.Object({
  counts: Type.Record(Type.String(), Type.Integer()),
})
export type StockCounts = Type.Static<typeof StockCounts>
