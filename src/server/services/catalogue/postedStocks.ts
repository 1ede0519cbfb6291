import { and, eq, inArray } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import type { PostedStock } from '../../../domain/receipt/fromOrder'
import type { Db } from '../../db/client'
import { stocks } from '../../db/schema'

/** Which of an order's stocks are sent by post, as its receipt says of each item. */
export async function postedStocks(
  db: Db,
  universityId: number,
  order: Pick<Order, 'order_items'>,
): Promise<PostedStock> {
  const ids = [...new Set(order.order_items.map((item) => item.stock_id))]
  if (ids.length === 0) return () => false
  const rows = await db
    .select({ id: stocks.id })
    .from(stocks)
    .where(
      and(
        eq(stocks.universityId, universityId),
        inArray(stocks.id, ids),
        eq(stocks.requireAddress, 'yes'),
      ),
    )
  const posted = new Set(rows.map((row) => row.id))
  return (stockId) => posted.has(stockId)
}
