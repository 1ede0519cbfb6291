import { memo, useCallback, useLayoutEffect, useRef } from 'react'
import IconButton from '@mui/material/IconButton'
import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import type { CartLine } from '../../../domain/sale/cart'
import type { CatalogueStock } from '../../../domain/contract/stock'
import { formatMoney, toCents } from '../../../domain/sale/money'
import { LINE } from './cartLineStyles'

export function lineLabel(line: CartLine<CatalogueStock>) {
  return line.colour ? `${line.stock.name} (${line.colour.name})` : line.stock.name
}

export interface CartLineItemProps {
  line: CartLine<CatalogueStock>
  onIncrement: (line: CartLine<CatalogueStock>) => void
  onDecrement: (line: CartLine<CatalogueStock>) => void
}

/** A line's − or + button: memoised, so a change of quantity does not re-render it. */
const StepButton = memo(function StepButton({
  label,
  add,
  onClick,
}: {
  label: string
  add: boolean
  onClick: () => void
}) {
  return (
    <IconButton aria-label={label} onClick={onClick} color="primary">
      {add ? <AddIcon /> : <RemoveIcon />}
    </IconButton>
  )
})

/**
 * One cart line: name on up to two lines (the full name in its label), colour, unit price, line
 * total.
 * Memoised: a tap re-renders the line it changed, not the others (the handlers are stable). Plain
 * elements styled once by the list (cartLineStyles.ts), and buttons that keep their props, so a
 * tap on a card re-renders two texts of its line rather than a dozen MUI components.
 */
export const CartLineItem = memo(function CartLineItem({
  line,
  onIncrement,
  onDecrement,
}: CartLineItemProps) {
  const label = lineLabel(line)
  const unit = toCents(line.stock.price)
  // The buttons' handlers stay the same while the quantity changes, and act on the line as it is.
  const latest = useRef(line)
  useLayoutEffect(() => {
    latest.current = line
  })
  const increment = useCallback(() => onIncrement(latest.current), [onIncrement])
  const decrement = useCallback(() => onDecrement(latest.current), [onDecrement])
  return (
    <li className={LINE.root} aria-label={label}>
      <span className={LINE.head}>
        <span className={LINE.name} title={label}>
          {line.stock.name}
        </span>
        <span className={LINE.total} aria-label={`Line total of ${label}`}>
          {formatMoney(unit * line.qty)}
        </span>
      </span>
      <span className={LINE.foot}>
        {line.colour && (
          <span
            aria-hidden
            className={LINE.swatch}
            style={{ backgroundColor: line.colour.value }}
          />
        )}
        <span className={LINE.unit}>
          {line.colour ? `${line.colour.name} · ` : ''}
          {formatMoney(unit)} each
        </span>
        <StepButton label={`Remove one ${label}`} add={false} onClick={decrement} />
        <span className={LINE.qty} aria-label={`Quantity of ${label}`}>
          {line.qty}
        </span>
        <StepButton label={`Add one ${label}`} add onClick={increment} />
      </span>
    </li>
  )
})
