import { and, eq, isNull } from 'drizzle-orm'
import type { UpgradeTarget } from '../../../domain/contract/upgrade'
import type { Tx } from '../../db/client'
import { orderItems, stocks } from '../../db/schema'
import type { Row } from '../dto/dtoValues'
import { Refusal } from '../refusal'
import { checkUpgrade } from './upgradeChecks'

/** The stock an item is upgraded to, refused unless it is still on sale and a real upgrade. */
export async function upgradeTarget(
  tx: Tx,
  item: Row<typeof orderItems>,
  target: UpgradeTarget,
  universityId: number,
) {
  const [stock] = await tx
    .select()
    .from(stocks)
    .where(
      and(
        eq(stocks.id, target.id),
        eq(stocks.universityId, universityId),
        isNull(stocks.deletedAt),
        eq(stocks.active, true),
      ),
    )
  if (!stock) throw Refusal.field('toStock.id', 'This product is not sold any more.')
  const { colour, unitCents } = checkUpgrade(stock, item, target)
  return { stock, colour, unitCents }
}
