import { memo, useEffect, useState } from 'react'
import type { CatalogueStock } from '../../../domain/contract/stock'
import { formatMoney, toCents } from '../../../domain/sale/money'
import { STOCK_MESSAGES } from '../../../domain/stock/onHand'
import { CARD } from './stockCardStyles'

/** How long a tapped card stays lit, so the operator sees which one took the tap. */
export const TAP_FLASH_MS = 600

export interface StockCardProps {
  stock: CatalogueStock
  /** What the card says of its stock on hand: '3 left', 'Sold out'; null: nothing. */
  label?: string | null
  onAdd: (stock: CatalogueStock) => void
}

/**
 * One product: picture, name on two lines at most, price. Plain elements styled once by the grid
 * (stockCardStyles.ts), not MUI components with their own `sx`: a screen of cards mounts without
 * computing a style per card, and a tap repaints one attribute. Memoised: the cart never
 * re-renders it. The picture is lazy, in a box of fixed size, so the card never shifts.
 */
export const StockCard = memo(function StockCard({ stock, label = null, onAdd }: StockCardProps) {
  const [lit, setLit] = useState(false)
  useEffect(() => {
    if (!lit) return
    const id = setTimeout(() => setLit(false), TAP_FLASH_MS)
    return () => clearTimeout(id)
  }, [lit])
  const price = formatMoney(toCents(stock.price))
  const src = stock.images?.[0]
  return (
    <button
      type="button"
      className={CARD.root}
      onClick={() => {
        setLit(true)
        onAdd(stock)
      }}
      aria-label={`${stock.name}, ${price}${label ? `, ${label}` : ''}`}
      data-tapped={lit || undefined}
      data-sold-out={label === STOCK_MESSAGES.soldOut || undefined}
    >
      {src ? (
        <img
          className={CARD.image}
          src={src}
          alt={stock.name}
          loading="lazy"
          decoding="async"
          width={CARD.imageSize}
          height={CARD.imageSize}
        />
      ) : (
        <span className={CARD.image} />
      )}
      <span className={CARD.text}>
        <span className={CARD.name} title={stock.name}>
          {stock.name}
        </span>
        {/* On the price's line, so the card keeps its height. */}
        <span className={CARD.priceLine}>
          <span className={CARD.price}>{price}</span>
          {/* A space, so the visible text reads as the accessible name does. */}
          {label && ' '}
          {label && <span className={CARD.stock}>{label}</span>}
        </span>
      </span>
    </button>
  )
})
