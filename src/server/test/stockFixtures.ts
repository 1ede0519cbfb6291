import { and, eq } from 'drizzle-orm'
import type { Stock } from '../../domain/contract/stock'
import { centsToDollars, toCents } from '../../domain/sale/money'
import type { Db } from '../db/client'
import { stocks } from '../db/schema'
import { universityId } from './fixtures'

export async function stockNamed(db: Db, slug: string, name: string): Promise<Stock> {
  const id = await universityId(db, slug)
  const [row] = await db
    .select()
    .from(stocks)
    .where(and(eq(stocks.universityId, id), eq(stocks.name, name)))
  if (!row) throw new Error(`no stock ${name} at ${slug}`)
  const json = row.json as Stock['json']
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    price: centsToDollars(toCents(row.price)),
    json,
    require_address: row.requireAddress,
  } as Stock
}

export const colourOf = (stock: Stock, name: string) => {
  const colour = stock.json.data?.colour?.find((c) => c.name === name)
  if (!colour) throw new Error(`${stock.name} has no colour ${name}`)
  return colour
}
