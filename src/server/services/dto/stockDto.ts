import type { CatalogueStock, Stock } from '../../../domain/contract/stock'
import { stocks } from '../../db/schema'
import { dollars, iso, type Row } from './dtoValues'

type StockRow = Row<typeof stocks>
/** The columns a catalogue card needs: the kiosk's view of the catalogue reads only these. */
export const catalogueStockColumns = {
  id: stocks.id,
  name: stocks.name,
  type: stocks.type,
  price: stocks.price,
  qty: stocks.qty,
  json: stocks.json,
  images: stocks.images,
  requireAddress: stocks.requireAddress,
}
type CatalogueStockRow = Pick<StockRow, keyof typeof catalogueStockColumns>

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
