import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { stockCounts } from '../../db/schema'

/** Each stock's own count on hand (not a ceremony's), by stock id. */
export async function storedOwnCounts(tx: Tx, universityId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ stockId: stockCounts.stockId, onHand: stockCounts.onHand })
    .from(stockCounts)
    .where(and(eq(stockCounts.universityId, universityId), isNull(stockCounts.ceremonyId)))
  return new Map(rows.map((r) => [r.stockId, r.onHand]))
}

/**
 * Sets the stocks' own counts a file gave: a number is the count, null removes it (not counted),
 * undefined (no on_hand column) leaves it. A ceremony's own counts are set in the back office.
 */
export async function setOwnCounts(
  tx: Tx,
  universityId: number,
  wanted: { stockId: number; onHand: number | null | undefined }[],
): Promise<void> {
  const given = wanted.filter((w) => w.onHand !== undefined)
  if (!given.length) return
  await tx.delete(stockCounts).where(
    and(
      eq(stockCounts.universityId, universityId),
      isNull(stockCounts.ceremonyId),
      inArray(
        stockCounts.stockId,
        given.map((w) => w.stockId),
      ),
    ),
  )
  const counted = given.flatMap((w) =>
    typeof w.onHand === 'number'
      ? [{ universityId, stockId: w.stockId, ceremonyId: null, onHand: w.onHand }]
      : [],
  )
  if (counted.length) await tx.insert(stockCounts).values(counted)
}
