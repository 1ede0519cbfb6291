/** The class names of a cart line's parts (CartLineItem.tsx), styled once by CART_LINE_SX. */
export const LINE = {
  root: 'CartLine',
  head: 'CartLine-head',
  foot: 'CartLine-foot',
  name: 'CartLine-name',
  total: 'CartLine-total',
  swatch: 'CartLine-swatch',
  unit: 'CartLine-unit',
  qty: 'CartLine-qty',
} as const

// A name or a colour wraps onto a second line before it is cut: 'Forest Green · $95.00 each'
// is read whole, not as 'Forest Green · $95.00 e…'.
const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'break-word',
} as const

/** Every cart line's look, as nested rules of the cart's list: one style for all the lines. */
export const CART_LINE_SX = {
  [`& .${LINE.root}`]: { typography: 'body1', py: 0.5, borderBottom: 1, borderColor: 'divider' },
  [`& .${LINE.head}`]: { display: 'flex', gap: 1, alignItems: 'baseline' },
  [`& .${LINE.foot}`]: { display: 'flex', gap: 0.75, alignItems: 'center' },
  [`& .${LINE.name}`]: { flex: 1, minWidth: 0, fontWeight: 700, ...twoLines },
  [`& .${LINE.total}`]: { color: 'primary.main', fontWeight: 700 },
  [`& .${LINE.swatch}`]: {
    width: 14,
    height: 14,
    flexShrink: 0,
    borderRadius: '50%',
    border: 1,
    borderColor: 'grey.400',
  },
  // In the text colour, as this line was drawn before it was made plain elements.
  [`& .${LINE.unit}`]: { typography: 'body2', flex: 1, minWidth: 0, ...twoLines },
  [`& .${LINE.qty}`]: { minWidth: 24, textAlign: 'center', fontWeight: 700, fontSize: '1.2rem' },
} as const
