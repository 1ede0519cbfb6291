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

export function isColourOf(stock: WithColourOptions, colour: Colour): boolean {
  return colourOptions(stock).some((c) => c.name === colour.name && c.value === colour.value)
}
