import { CARD_PICTURE_PX } from '../../../domain/stock/picture'
import { ROW } from './gridLayout'

/** The class names of a stock card's parts (StockCard.tsx), styled once by CARD_SX. */
export const CARD = {
  root: 'StockCard',
  image: 'StockCard-image',
  text: 'StockCard-text',
  name: 'StockCard-name',
  price: 'StockCard-price',
  priceLine: 'StockCard-priceLine',
  stock: 'StockCard-stock',
  // The server resizes uploaded pictures to this size (twice it, for sharp screens).
  imageSize: CARD_PICTURE_PX,
} as const

/** Every card's look, as nested rules of the grid's scroller: one style for all the cards. */
export const CARD_SX = {
  [`& .${CARD.root}`]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-start',
    // Narrow padding and picture leave the name the width for two lines at four columns.
    gap: 0.75,
    px: 0.75,
    py: 0,
    m: 0,
    minWidth: 0,
    height: ROW,
    boxSizing: 'border-box',
    textAlign: 'left',
    font: 'inherit',
    color: 'text.primary',
    cursor: 'pointer',
    bgcolor: 'background.paper',
    borderRadius: 2,
    border: 2,
    borderColor: 'divider',
    touchAction: 'manipulation',
    WebkitTapHighlightColor: 'transparent',
  },
  [`& .${CARD.root}[data-tapped]`]: { bgcolor: 'warning.light', borderColor: 'secondary.main' },
  [`& .${CARD.root}:focus-visible`]: { outline: '3px solid', outlineColor: 'primary.main' },
  [`& .${CARD.image}`]: {
    width: CARD.imageSize,
    height: CARD.imageSize,
    flexShrink: 0,
    objectFit: 'contain',
    borderRadius: 1,
    bgcolor: 'grey.100',
  },
  [`& .${CARD.text}`]: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  [`& .${CARD.name}`]: {
    fontWeight: 700,
    fontSize: '0.875rem',
    lineHeight: 1.25,
    // A word longer than the line breaks rather than running out of the card.
    overflowWrap: 'break-word',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  [`& .${CARD.price}`]: { color: 'primary.main', fontWeight: 700, lineHeight: 1.3 },
  [`& .${CARD.priceLine}`]: { display: 'flex', gap: 0.75, alignItems: 'baseline', minWidth: 0 },
  [`& .${CARD.stock}`]: {
    fontSize: '0.75rem',
    fontWeight: 700,
    lineHeight: 1.3,
    color: 'text.secondary',
    whiteSpace: 'nowrap',
  },
  [`& .${CARD.root}[data-sold-out] .${CARD.stock}`]: { color: 'error.dark' },
} as const
