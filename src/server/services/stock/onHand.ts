import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { stockCounts } from '../../db/schema'

/**
 * The count a sale at a ceremony takes from: the ceremony's own when it keeps one, else the
 * stock's. Written out in full because it sits inside statements Drizzle does not build.
 */
export function countIdOf(stockId: SQL, ceremonyId: SQL): SQL {
  return sql`(SELECT k.id FROM stock_counts k WHERE k.stock_id = ${stockId}
    AND (k.ceremony_id = ${ceremonyId} OR k.ceremony_id IS NULL)
    ORDER BY k.ceremony_id NULLS LAST LIMIT 1)`
}

/** The count a stock has at a ceremony, null when none is set (a column of the sale's read). */
export function onHandAt(stockId: SQL, ceremonyId: SQL): SQL<number | null> {
  return sql<
    number | null
  >`(SELECT c.on_hand FROM stock_counts c WHERE c.id = ${countIdOf(stockId, ceremonyId)})`
}

/** The count a stock has at a ceremony, null when none is set. */
export async function countAt(
  tx: Db | Tx,
  stockId: number,
  ceremonyId: number | null,
): Promise<number | null> {
  const [row] = await rowsOf<{ on_hand: number | null }>(
    tx,
    sql`SELECT ${onHandAt(sql`${stockId}::integer`, sql`${ceremonyId}::integer`)} AS on_hand`,
  )
  return row?.on_hand === null || row?.on_hand === undefined ? null : Number(row.on_hand)
}

export interface StockMove {
  stockId: number
  qty: number
}

/**
 * Takes (sign -1) or gives back (+1) stock at a ceremony, in the caller's transaction so the count
 * moves with the sale or correction that moves it. A stock with no count is left alone.
 */
export async function moveStock(
  tx: Tx,
  ceremonyId: number | null,
  moves: readonly StockMove[],
  sign: 1 | -1,
): Promise<void> {
  const wanted = moves.filter((m) => m.qty > 0)
  if (!wanted.length) return
  const values = sql.join(
    wanted.map((m) => sql`(${m.stockId}::integer, ${m.qty * sign}::integer)`),
    sql`, `,
  )
  await tx.execute(sql`UPDATE stock_counts c SET on_hand = c.on_hand + t.qty, updated_at = now()
    FROM (SELECT v.stock_id, sum(v.qty)::integer AS qty FROM (VALUES ${values}) AS v(stock_id, qty)
      GROUP BY v.stock_id) AS t
    WHERE c.id = ${countIdOf(sql`t.stock_id`, sql`${ceremonyId}::integer`)}`)
}

/** The counts a kiosk at a ceremony sells from, by stock id; a stock with none is left out. */
export async function countsAt(
  db: Db,
  universityId: number,
  ceremonyId: number | null,
): Promise<Record<string, number>> {
  const rows = await rowsOf<{ stock_id: number; on_hand: number }>(
    db,
    sql`SELECT DISTINCT ON (stock_id) stock_id, on_hand FROM stock_counts
      WHERE university_id = ${universityId}
        AND (ceremony_id IS NULL OR ceremony_id = ${ceremonyId}::integer)
      ORDER BY stock_id, ceremony_id NULLS LAST`,
  )
  return Object.fromEntries(rows.map((r) => [String(r.stock_id), Number(r.on_hand)]))
}

/** Every count of a university: the stock's own (ceremony null) and each ceremony's. */
export async function allCounts(db: Db | Tx, universityId: number) {
  return db
    .select({
      stockId: stockCounts.stockId,
      ceremonyId: stockCounts.ceremonyId,
      onHand: stockCounts.onHand,
    })
    .from(stockCounts)
    .where(and(eq(stockCounts.universityId, universityId)))
}
