import { and, eq } from 'drizzle-orm'
import type { AdminStock } from '../../../domain/contract/backOfficeCatalogue'
import { PICTURE_MESSAGES, pictureRefusal } from '../../../domain/stock/picture'
import type { Db } from '../../db/client'
import { stockPictures, stocks } from '../../db/schema'
import { audit } from '../audit'
import { Refusal } from '../refusal'
import { listCatalogue, lockedStock } from './catalogue'
import { resizePicture } from './pictureResize'
import type { Actor } from './ceremonies'

/** Where the kiosk reads a stock's picture: a new address for each upload, so it can be kept. */
export const pictureAddress = (tenant: string, stockId: number, rev: number) =>
  `/${tenant}/stocks/${stockId}/picture?v=${rev}`

/**
 * Keeps a stock's uploaded picture, resized to the card's size and re-encoded as WebP
 * (docs/decisions/0025), and points its card at it. The bytes are checked, not the name or the
 * content type the browser claimed; bytes that do not decode are refused before anything is
 * written.
 */
export async function savePicture(
  db: Db,
  actor: Actor & { tenant: string },
  id: number,
  bytes: Buffer,
): Promise<AdminStock> {
  const refusal = pictureRefusal(bytes)
  if (refusal) throw Refusal.field('picture', refusal)
  const resized = await resizePicture(bytes)
  if (!resized) throw Refusal.field('picture', PICTURE_MESSAGES.unreadable)
  const { contentType, bytes: stored } = resized
  const { universityId, staffId } = actor
  await db.transaction(async (tx) => {
    const row = await lockedStock(tx, universityId, id)
    await tx
      .insert(stockPictures)
      .values({ stockId: id, universityId, contentType, bytes: stored })
      .onConflictDoUpdate({
        target: stockPictures.stockId,
        set: { contentType, bytes: stored, updatedAt: new Date() },
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
      details: {
        name: row.name,
        content_type: contentType,
        bytes: bytes.length,
        stored_bytes: stored.length,
        width: resized.width,
        height: resized.height,
      },
    })
  })
  const { stocks: all } = await listCatalogue(db, universityId)
  return all.find((s) => s.id === id)!
}

/** A stock's picture as stored (resized), or null. */
export async function readPicture(db: Db, universityId: number, stockId: number) {
  const [row] = await db
    .select({ contentType: stockPictures.contentType, bytes: stockPictures.bytes })
    .from(stockPictures)
    .where(and(eq(stockPictures.stockId, stockId), eq(stockPictures.universityId, universityId)))
  return row ?? null
}
