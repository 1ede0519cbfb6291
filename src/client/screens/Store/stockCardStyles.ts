/** The class names of a stock card's parts (StockCard.tsx), styled once by CARD_SX. */
export const CARD = {
  root: 'StockCard',
  image: 'StockCard-image',
  text: 'StockCard-text',
  name: 'StockCard-name',
  price: 'StockCard-price',
  imageSize: 44,
} as const

/** Every card's look, as nested rules of the grid's scroller: one style for all the cards. */
export const CARD_SX = {
  [`& .${CARD.root}`]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: 1,
    p: 1,
    m: 0,
    minWidth: 0,
    minHeight: 76,
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
    fontSize: '0.95rem',
    lineHeight: 1.25,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  [`& .${CARD.price}`]: { color: 'primary.main', fontWeight: 700, lineHeight: 1.5 },
} as const
