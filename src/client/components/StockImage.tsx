import Box from '@mui/material/Box'

export interface StockImageProps {
  /** The stock's image URLs; the first is shown, none gives a plain tile. */
  images: readonly string[] | null | undefined
  /** The stock's name, the image's alternative text. */
  name: string
  /** Width and height of the square, in pixels or any CSS length (72 by default). */
  size?: number | string
}

/**
 * The first image of a stock (docs/spec/product-spec.md §3), or a neutral tile when it has none.
 * Loaded lazily and decoded off the main thread, in a box of fixed size, so a card never shifts as
 * it arrives.
 */
export function StockImage({ images, name, size = 72 }: StockImageProps) {
  const src = images?.[0]
  return (
    <Box
      component={src ? 'img' : 'div'}
      src={src}
      alt={src ? name : undefined}
      loading={src ? 'lazy' : undefined}
      decoding={src ? 'async' : undefined}
      width={src && typeof size === 'number' ? size : undefined}
      height={src && typeof size === 'number' ? size : undefined}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        objectFit: 'contain',
        borderRadius: 1,
        bgcolor: 'grey.100',
      }}
    />
  )
}
