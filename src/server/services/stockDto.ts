import type { Stock } from '../../domain/contract/stock'
import type * as schema from '../db/schema'
import { dollars, iso, type Row } from './dtoValues'

export function stockDto(row: Row<typeof schema.stocks>): Stock {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    ceremony_id: row.ceremonyId,
    description: row.description,
    price: dollars(row.price),
    qty: row.qty,
    is_subitem: row.isSubitem,
    json: row.json,
    images: row.images,
    rev: row.rev,
    require_address: row.requireAddress,
    colour: null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: iso(row.deletedAt),
  }
}
