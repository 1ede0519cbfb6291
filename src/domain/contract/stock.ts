import Type from 'typebox'
import { ColourSchema, Nullable, Timestamp } from './common'

export const StockJson = Type.Object(
  {
    data: Type.Optional(
      Type.Object(
        { colour: Type.Optional(Type.Array(ColourSchema)) },
        { additionalProperties: true },
      ),
    ),
  },
  { additionalProperties: true },
)

export const Stock = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  ceremony_id: Nullable(Type.Integer()),
  description: Nullable(Type.String()),
  price: Type.Number({ description: 'dollars, GST included' }),
  qty: Type.Integer(),
  is_subitem: Type.Boolean(),
  json: StockJson,
  images: Type.Array(Type.String()),
  rev: Type.Integer(),
  require_address: Type.String({ description: "'yes' when a shipping address is needed" }),
  colour: Nullable(ColourSchema),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp,
})
export type Stock = Type.Static<typeof Stock>

/**
 * A stock as the kiosk's catalogue lists it (`GET /stocks?view=card`): what the card, the cart,
 * the colour choice and the upgrade options read, without the description, the timestamps and the
 * bookkeeping, which are more than half of each record and which no screen shows.
 */
export const CatalogueStock = Type.Pick(Stock, [
  'id',
  'name',
  'type',
  'price',
  'qty',
  'json',
  'images',
  'require_address',
  'colour',
])
export type CatalogueStock = Type.Static<typeof CatalogueStock>
