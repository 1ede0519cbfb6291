import type { Colour } from './colour'
import { gstIncluded, toCents, type Cents } from './money'

export const EMPTY_ADD_MESSAGE = 'Try to put an empty item into cart.'
export const EMPTY_REMOVE_MESSAGE = 'Try to remove an empty item into cart.'

export interface CartStock {
  id: number
  price: number
  require_address?: string | null
}

export interface CartLine<S extends CartStock = CartStock> {
  stock: S
  qty: number
  colour: Colour | null
}

export type CartResult<S extends CartStock> =
  { ok: true; lines: CartLine<S>[] } | { ok: false; message: string }

function isEmptyStock(stock: CartStock | null | undefined): stock is null | undefined {
  return !stock || !(stock.id > 0)
}

function sameLine(line: CartLine, stock: CartStock, colour: Colour | null): boolean {
  return line.stock.id === stock.id && (line.colour?.name ?? null) === (colour?.name ?? null)
}

/** A matching line (same stock id and colour name) grows by one; otherwise a new line of one. */
export function addToCart<S extends CartStock>(
  lines: readonly CartLine<S>[],
  stock: S | null | undefined,
  colour: Colour | null = null,
): CartResult<S> {
  if (isEmptyStock(stock)) return { ok: false, message: EMPTY_ADD_MESSAGE }
  const index = lines.findIndex((line) => sameLine(line, stock, colour))
  if (index === -1) return { ok: true, lines: [...lines, { stock, qty: 1, colour }] }
  return {
    ok: true,
    lines: lines.map((line, i) => (i === index ? { ...line, qty: line.qty + 1 } : line)),
  }
}

/**
 * The colour a stock last went into the cart in, or null: the colour dialog marks it, since a
 * second frame for the same graduate is most often the same colour.
 */
export function lastColourInCart(lines: readonly CartLine[], stockId: number): string | null {
  const line = lines.findLast((l) => l.stock.id === stockId && l.colour !== null)
  return line?.colour?.name ?? null
}

/** The matching line shrinks by one and disappears at zero. */
export function removeFromCart<S extends CartStock>(
  lines: readonly CartLine<S>[],
  stock: S | null | undefined,
  colour: Colour | null = null,
): CartResult<S> {
  if (isEmptyStock(stock)) return { ok: false, message: EMPTY_REMOVE_MESSAGE }
  const index = lines.findIndex((line) => sameLine(line, stock, colour))
  if (index === -1) return { ok: true, lines: [...lines] }
  const line = lines[index]!
  if (line.qty <= 1) return { ok: true, lines: lines.filter((_, i) => i !== index) }
  return {
    ok: true,
    lines: lines.map((l, i) => (i === index ? { ...l, qty: l.qty - 1 } : l)),
  }
}

export function lineTotal(line: CartLine): Cents {
  return toCents(line.stock.price) * line.qty
}

export function cartTotal(lines: readonly CartLine[]): Cents {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0)
}

/** The GST included in the cart's GST-inclusive total. */
export function cartGst(lines: readonly CartLine[]): Cents {
  return gstIncluded(cartTotal(lines))
}

/** Unit price of a saved item: its amount over its quantity, never dividing by less than one. */
export function unitPrice(amountCents: Cents, qty: number): Cents {
  return Math.round(amountCents / Math.max(1, qty))
}
