export const STOCK_TYPES = [
  'Stock#Bear',
  'Stock#StagePhoto',
  'Stock#PhotographService',
  'Stock#Plaque',
  'Stock#CeremonyVideo',
  'Stock#Frame',
  'Stock#Flower',
] as const

/** Sold types plus the matboard, which only appears among upgrade options. */
export const ALL_STOCK_TYPES = [...STOCK_TYPES, 'Stock#Matboard'] as const

export type StockType = (typeof ALL_STOCK_TYPES)[number]

export const CATEGORY_LABELS: Record<StockType, string> = {
  'Stock#Bear': 'Bears & Charms',
  'Stock#StagePhoto': 'Degree Presentation Photos',
  'Stock#PhotographService': 'Graduation Photography',
  'Stock#Plaque': 'Plaques',
  'Stock#CeremonyVideo': 'Ceremony Video',
  'Stock#Frame': 'Frames',
  'Stock#Flower': 'Flowers',
  'Stock#Matboard': 'Matboards',
}

export function isStockType(value: string): value is StockType {
  return (ALL_STOCK_TYPES as readonly string[]).includes(value)
}

/** 'OrderItem#Frame' → 'Stock#Frame'; item types mirror the stock type they were sold as. */
export function stockTypeOfItem(itemType: string): string {
  return itemType.replace(/^OrderItem#/, 'Stock#')
}

export function itemTypeOfStock(stockType: string): string {
  return stockType.replace(/^Stock#/, 'OrderItem#')
}
