/** What the back office takes as a stock's picture: the bytes decide, not the name or header. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024

/** The store card's picture box, in CSS pixels (the kiosk's StockCard draws it this size). */
export const CARD_PICTURE_PX = 36

/**
 * The box a picture is resized into on upload: twice the card's, so one file is sharp on the
 * kiosks' high-density touchscreens without a srcset (docs/decisions/0025).
 */
export const STORED_PICTURE_PX = CARD_PICTURE_PX * 2

export type PictureType = 'image/png' | 'image/jpeg' | 'image/webp'

export const PICTURE_MESSAGES = {
  notPicture: 'This file is not a picture: choose a PNG, JPEG or WebP image.',
  tooLarge: 'This picture is larger than 2 MB: choose a smaller one.',
  empty: 'No picture arrived: choose a PNG, JPEG or WebP image.',
  unreadable:
    'This picture cannot be read: it may be damaged. Choose another PNG, JPEG or WebP image.',
} as const

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b)

/** The image type the bytes are, by their signature; null when they are none of the three. */
export function pictureType(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp'
  return null
}

/** Why these bytes cannot be a stock's picture, or null when they can. */
export function pictureRefusal(bytes: Uint8Array): string | null {
  if (!bytes.length) return PICTURE_MESSAGES.empty
  if (bytes.length > PICTURE_MAX_BYTES) return PICTURE_MESSAGES.tooLarge
  return pictureType(bytes) ? null : PICTURE_MESSAGES.notPicture
}
