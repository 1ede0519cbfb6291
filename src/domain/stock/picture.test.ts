import { describe, expect, it } from 'vitest'
import { pictureRefusal, pictureType, PICTURE_MAX_BYTES } from './picture'

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])
const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')

describe('a stock picture', () => {
  it('is known by its bytes', () => {
    expect(pictureType(png)).toBe('image/png')
    expect(pictureType(jpeg)).toBe('image/jpeg')
    expect(pictureType(webp)).toBe('image/webp')
    expect(pictureType(new TextEncoder().encode('GIF89a'))).toBeNull()
  })

  it('is refused when it is not an image, whatever its name, or over 2 MB', () => {
    expect(pictureRefusal(png)).toBeNull()
    expect(pictureRefusal(new TextEncoder().encode('name,price\nBear,35'))).toMatch(
      /not a picture: choose a PNG, JPEG or WebP/,
    )
    const big = new Uint8Array(PICTURE_MAX_BYTES + 1)
    big.set(png)
    expect(pictureRefusal(big)).toBe('This picture is larger than 2 MB: choose a smaller one.')
    expect(pictureRefusal(new Uint8Array())).toMatch(/No picture arrived/)
  })
})
