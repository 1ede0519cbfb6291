import sharp from 'sharp'
import { STORED_PICTURE_PX } from '../../../domain/stock/picture'

/**
 * A 2 MB file can still claim a huge canvas (a decompression bomb): refuse anything past this
 * many pixels before decoding it. A 12-megapixel phone photo fits.
 */
const MAX_INPUT_PIXELS = 50_000_000

export interface ResizedPicture {
  contentType: 'image/webp'
  bytes: Buffer
  width: number
  height: number
}

/**
 * An uploaded picture fitted inside the card's stored box (keeping its shape, never enlarged),
 * turned the way its camera meant, re-encoded as WebP (transparency kept). Null when the bytes
 * cannot be decoded as an image.
 */
export async function resizePicture(bytes: Buffer): Promise<ResizedPicture | null> {
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize(STORED_PICTURE_PX, STORED_PICTURE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
    return { contentType: 'image/webp', bytes: data, width: info.width, height: info.height }
  } catch {
    return null
  }
}
