import type { OrderPayload } from '../contract/requests'
import { STOCK_TYPES } from '../stockTypes'
import { checked, type Checked, type FieldErrors } from './checked'
import { catalogueColour, colourOptions, type Colour } from './colour'
import { toCents, type Cents } from './money'
import { SALE_MESSAGES } from './saleMessages'

/** A catalogue row as far as selling it goes: the database's and the stories' alike. */
export interface SellableStock {
  id: number
  name: string
  type: string
  /** Dollars: a numeric column's text or the API's number. */
  price: number | string
  json?: { data?: { colour?: Colour[] | null } | null } | null
}

export interface PricedLine<S extends SellableStock> {
  stock: S
  qty: number
  /** The catalogue's own colour object, never the one the client sent. */
  colour: Colour | null
  amountCents: Cents
}

/**
 * The lines of an order priced from the catalogue: each stock must still be sold, be a type sold
 * on its own (the matboard is only ever an upgrade), and carry one of its colours if it has any.
 */
export function priceLines<S extends SellableStock>(
  sent: OrderPayload['stocks'],
  catalogue: readonly S[],
): Checked<PricedLine<S>[]> {
  const errors: FieldErrors = {}
  const lines: PricedLine<S>[] = []
  sent.forEach((line, index) => {
    const stock = catalogue.find((row) => row.id === line.id)
    if (!stock) {
      errors[`stocks.${index}.id`] = [SALE_MESSAGES.productGone]
    } else if (!(STOCK_TYPES as readonly string[]).includes(stock.type)) {
      errors[`stocks.${index}.id`] = [SALE_MESSAGES.notSoldAlone(stock.name)]
    } else {
      const colour = catalogueColour(stock, line.colour)
      if (colourOptions(stock).length && !colour) {
        errors[`stocks.${index}.colour`] = [SALE_MESSAGES.chooseColour(stock.name)]
      }
      lines.push({ stock, qty: line.qty, colour, amountCents: toCents(stock.price) * line.qty })
    }
  })
  return checked(errors, () => lines)
}
