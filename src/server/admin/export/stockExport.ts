import { and, asc, eq, isNull, type SQL } from 'drizzle-orm'
import { stocks } from '../../db/schema'
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
  return [
    [
      'type',
      'name',
      'price',
      'description',
      'qty',
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
      s.requireAddress,
      formatColours((s.json as { data?: { colour?: Colour[] } }).data?.colour),
      s.images.join('|'),
      s.ceremonyId === null ? '' : (byId.get(s.ceremonyId) ?? ''),
    ]),
  ]
}
