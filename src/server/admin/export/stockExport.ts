import { and, asc, eq, isNull, type SQL } from 'drizzle-orm'
import { stockCounts, stocks } from '../../db/schema'
import { codesOf } from '../import/ceremonyCodes'
import { formatColours, type Colour } from '../import/stockCells'
import type { Exporter } from './exportCsv'

export const exportStocks: Exporter = async (db, scope) => {
  const where: SQL[] = [eq(stocks.universityId, scope.universityId), isNull(stocks.deletedAt)]
  if (scope.ceremonyId !== undefined) where.push(eq(stocks.ceremonyId, scope.ceremonyId))
  const rows = await db
    .select()
    .from(stocks)
    .where(and(...where))
    .orderBy(asc(stocks.id))
  const byId = await codesOf(db, scope.universityId)
  // The item's own count; a ceremony's own counts are not a column of the file.
  const counts = await db
    .select({ stockId: stockCounts.stockId, onHand: stockCounts.onHand })
    .from(stockCounts)
    .where(and(eq(stockCounts.universityId, scope.universityId), isNull(stockCounts.ceremonyId)))
  const onHand = new Map(counts.map((c) => [c.stockId, c.onHand]))
  return [
    [
      'type',
      'name',
      'price',
      'description',
      'qty',
      'on_hand',
      'require_address',
      'colours',
      'images',
      'ceremony_code',
    ],
    ...rows.map((s) => [
      s.type.replace(/^Stock#/, ''),
      s.name,
      s.price,
      s.description ?? '',
      s.qty,
      onHand.get(s.id) ?? '',
      s.requireAddress,
      formatColours((s.json as { data?: { colour?: Colour[] } }).data?.colour),
      s.images.join('|'),
      s.ceremonyId === null ? '' : (byId.get(s.ceremonyId) ?? ''),
    ]),
  ]
}
