import { and, eq } from 'drizzle-orm'
import type { AdminStock } from '../../../domain/contract/backOfficeCatalogue'
import { pictureRefusal, pictureType } from '../../../domain/stock/picture'
import type { Db } from '../../db/client'
import { stockPictures, stocks } from '../../db/schema'
import { audit } from '../audit'
import { Refusal } from '../refusal'
import { listCatalogue, lockedStock } from './catalogue'
import type { Actor } from './ceremonies'

/** Where the kiosk reads a stock's picture: a new address for each upload, so it can be kept. */
export const pictureAddress = (tenant: string, stockId: number, rev: number) =>
  `/${tenant}/stocks/${stockId}/picture?v=${rev}`

/**
 * Keeps a stock's uploaded picture (docs/decisions/0025) and points its card at it. The bytes are
 * checked, not the name or the content type the browser claimed.
 */
export async function savePicture(
  db: Db,
  actor: Actor & { tenant: string },
  id: number,
  bytes: Buffer,
): Promise<AdminStock> {
  const refusal = pictureRefusal(bytes)
  if (refusal) throw Refusal.field('picture', refusal)
  const contentType = pictureType(bytes)!
  const { universityId, staffId } = actor
  await db.transaction(async (tx) => {
    const row = await lockedStock(tx, universityId, id)
    await tx
      .insert(stockPictures)
      .values({ stockId: id, universityId, contentType, bytes })
      .onConflictDoUpdate({
        target: stockPictures.stockId,
        set: { contentType, bytes, updatedAt: new Date() },
      })
    const rev = row.rev + 1
    await tx
      .update(stocks)
      .set({ images: [pictureAddress(actor.tenant, id, rev)], rev, updatedAt: new Date() })
      .where(eq(stocks.id, id))
    await audit(tx, {
      universityId,
      staffId,
      action: 'stock.picture',
      subject: `stock:${id}`,
      details: { name: row.name, content_type: contentType, bytes: bytes.length },
    })
  })
  const { stocks: all } = await listCatalogue(db, universityId)
  return all.find((s) => s.id === id)!
}

/** A stock's picture as uploaded, or null. */
export async function readPicture(db: Db, universityId: number, stockId: number) {
  const [row] = await db
    .select({ contentType: stockPictures.contentType, bytes: stockPictures.bytes })
    .from(stockPictures)
    .where(and(eq(stockPictures.stockId, stockId), eq(stockPictures.universityId, universityId)))
  return row ?? null
}
