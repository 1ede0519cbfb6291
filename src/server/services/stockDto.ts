import type { CatalogueStock, Stock } from '../../domain/contract/stock'
import type * as schema from '../db/schema'
import { dollars, iso, type Row } from './dtoValues'

type StockRow = Row<typeof schema.stocks>
/** The columns a catalogue card needs (services/catalogue.ts reads only these for the kiosk). */
export type CatalogueStockRow = Pick<
  StockRow,
  'id' | 'name' | 'type' | 'price' | 'qty' | 'json' | 'images' | 'requireAddress'
>

export function catalogueStockDto(row: CatalogueStockRow): CatalogueStock {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    price: dollars(row.price),
    qty: row.qty,
    json: row.json,
    images: row.images,
    require_address: row.requireAddress,
    colour: null,
  }
}

export function stockDto(row: StockRow): Stock {
  return {
    ...catalogueStockDto(row),
    ceremony_id: row.ceremonyId,
    description: row.description,
    is_subitem: row.isSubitem,
    rev: row.rev,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: iso(row.deletedAt),
  }
}
