/**
 * Stock on hand: what the kiosk's card says about a count, and which lines of a sale go beyond
 * one. Shared by the server's sale, the kiosk's card and confirm, and the stories' fake server.
 * A count of null is unknown: nothing is said and nothing is checked.
 */

/** At or under this many left, the card says how many. */
export const LOW_STOCK = 5

export const STOCK_MESSAGES = {
  soldOut: 'Sold out',
  left: (n: number) => `${n} left`,
  confirmTitle: 'Sold out — sell anyway?',
  confirmBody: 'It may be in a box under the counter.',
  refused: (names: string[]) =>
    `Sold out — sell anyway? ${names.join(', ')} ${names.length === 1 ? 'has' : 'have'} none left by the count. It may be in a box under the counter.`,
} as const

/** What a card shows for a count, after what the cart already holds; null: nothing. */
export function stockLabel(onHand: number | null | undefined, inCart = 0): string | null {
  if (onHand === null || onHand === undefined) return null
  const left = onHand - inCart
  if (left <= 0) return STOCK_MESSAGES.soldOut
  return left <= LOW_STOCK ? STOCK_MESSAGES.left(left) : null
}

/** Each counted stock's label, by stock id: what the store's cards say. */
export function stockLabels(counts: Readonly<Record<string, number>>): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const [id, onHand] of Object.entries(counts)) {
    const label = stockLabel(onHand)
    if (label) labels[id] = label
  }
  return labels
}

/** Whether adding one more would go beyond the count (the operator is asked first). */
export function beyondCount(onHand: number | null | undefined, inCart: number): boolean {
  return onHand !== null && onHand !== undefined && inCart + 1 > onHand
}

export interface Oversold {
  stock_id: number
  name: string
  /** The count before the sale. */
  on_hand: number
  qty: number
}

/** The stocks a sale takes more of than their counts hold, each once with its whole quantity. */
export function oversoldLines(
  lines: readonly { stock: { id: number; name: string; onHand?: number | null }; qty: number }[],
): Oversold[] {
  const byStock = new Map<number, Oversold>()
  for (const line of lines) {
    const onHand = line.stock.onHand
    if (onHand === null || onHand === undefined) continue
    const seen = byStock.get(line.stock.id)
    if (seen) seen.qty += line.qty
    else
      byStock.set(line.stock.id, {
        stock_id: line.stock.id,
        name: line.stock.name,
        on_hand: onHand,
        qty: line.qty,
      })
  }
  return [...byStock.values()].filter((line) => line.qty > line.on_hand)
}
