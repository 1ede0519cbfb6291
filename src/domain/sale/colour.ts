export interface Colour {
  name: string
  value: string
}

interface WithColourOptions {
  json?: { data?: { colour?: Colour[] | null } | null } | null
}

export function colourOptions(stock: WithColourOptions): Colour[] {
  return stock.json?.data?.colour ?? []
}

export function hasColourOptions(stock: WithColourOptions): boolean {
  return colourOptions(stock).length > 0
}

export function colourDialogTitle(stockType: string): string {
  return stockType === 'Stock#Plaque' ? 'Select Plate Colour' : 'Select Matboard Colour'
}

/** The name an item is saved under once its colour is chosen. */
export function nameWithColour(
  stockType: string,
  name: string,
  colour: Colour | null | undefined,
): string {
  if (!colour) return name
  if (stockType === 'Stock#Frame') return `${name} with ${colour.name} Mat`
  if (stockType === 'Stock#Plaque') return `${name} ${colour.name} Plate`
  return name
}

/**
 * The stock's own colour that a requested one names (same name and value), or null. The
 * catalogue's object is what gets saved, never the one a client sent, which may carry more.
 */
export function catalogueColour(
  stock: WithColourOptions,
  requested: Colour | null | undefined,
): Colour | null {
  if (!requested) return null
  return (
    colourOptions(stock).find((c) => c.name === requested.name && c.value === requested.value) ??
    null
  )
}
