import { gstIncluded, toCents, type Cents } from './sale/money'
import { CATEGORY_LABELS, isStockType, stockTypeOfItem, type StockType } from './stockTypes'

export interface UpgradeStock {
  id: number
  type: string
  price: number
  deleted_at?: string | null
}

export interface UpgradeOriginal {
  stock_id: number
  /** The order item's type ('OrderItem#Frame') or the stock type it was sold as. */
  type: string
  unitPriceCents: Cents
}

export interface UpgradeCategory<S extends UpgradeStock> {
  type: StockType
  label: string
  stocks: S[]
}

/** Frames and plaques may be upgraded to themselves so a different mat or plate can be chosen. */
export function canUpgradeToSameStock(stockType: string): boolean {
  return stockType === 'Stock#Frame' || stockType === 'Stock#Plaque'
}

export function isUpgradeAllowed(original: UpgradeOriginal, candidate: UpgradeStock): boolean {
  if (candidate.deleted_at) return false
  if (toCents(candidate.price) < original.unitPriceCents) return false
  if (candidate.id === original.stock_id && !canUpgradeToSameStock(candidate.type)) return false
  return true
}

/** Options grouped by category, the original's own category first, empty categories dropped. */
export function upgradeOptions<S extends UpgradeStock>(
  original: UpgradeOriginal,
  stocks: readonly S[],
): UpgradeCategory<S>[] {
  const originalType = stockTypeOfItem(original.type)
  const groups = new Map<StockType, S[]>()
  for (const stock of stocks) {
    if (!isStockType(stock.type) || !isUpgradeAllowed(original, stock)) continue
    const group = groups.get(stock.type) ?? []
    group.push(stock)
    groups.set(stock.type, group)
  }
  const categories = [...groups.entries()].map(([type, list]) => ({
    type,
    label: CATEGORY_LABELS[type],
    stocks: [...list].sort((a, b) => toCents(a.price) - toCents(b.price) || a.id - b.id),
  }))
  return categories.sort(
    (a, b) => Number(b.type === originalType) - Number(a.type === originalType),
  )
}

export interface UpgradeCost {
  /** The new item's price for the whole line. */
  newCents: Cents
  /** The original line's price. */
  originalCents: Cents
  payableCents: Cents
  gstCents: Cents
}

export function upgradeCost(originalUnitCents: Cents, newPriceCents: Cents, qty = 1): UpgradeCost {
  const lineQty = Math.max(1, qty)
  const newCents = newPriceCents * lineQty
  const originalCents = originalUnitCents * lineQty
  const payableCents = newCents - originalCents
  return { newCents, originalCents, payableCents, gstCents: gstIncluded(payableCents) }
}
