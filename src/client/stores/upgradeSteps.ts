import type { CatalogueStock } from '../../domain/contract/stock'
import type { OrderItem } from '../../domain/contract/orderItem'
import { itemUnitCents } from '../../domain/upgradeItem'
import { toCents } from '../../domain/sale/money'
import { upgradeCost } from '../../domain/upgrade'
import { upgrade } from './upgrade'

interface ChosenUpgrade {
  readonly selectedItem: Pick<OrderItem, 'amount' | 'qty'> | null
  readonly target: { readonly stock: Pick<CatalogueStock, 'price'> } | null
}

/** The steps of a paid upgrade in history: upgradeproduct, upgradeconfirmation, paymenttype, receipt, success. */
export const UPGRADE_STEPS = 5

/** What the customer pays for the chosen upgrade, or null while the flow lacks its choice. */
export function payableCents(u: ChosenUpgrade): number | null {
  if (!u.selectedItem || !u.target) return null
  return upgradeCost(
    itemUnitCents(u.selectedItem),
    toCents(u.target.stock.price),
    u.selectedItem.qty,
  ).payableCents
}

/** Nothing to pay: the payment question ("How would you like to pay?" for $0.00) is skipped. */
export function nothingToPay(u: ChosenUpgrade): boolean {
  return payableCents(u) === 0
}

/**
 * CONFIRM on the upgrade's confirmation. A $0.00 upgrade goes straight on to the receipt question;
 * it is recorded as Cash, as no card is charged and no cash changes hands.
 */
export function confirmUpgrade(): 'upgradePaymentType' | 'upgradeReceipt' {
  if (!nothingToPay(upgrade)) return 'upgradePaymentType'
  upgrade.paymentType = 'Cash'
  upgrade.tenderedCents = null
  return 'upgradeReceipt'
}

/** How many history entries the finished upgrade left behind (one fewer without a payment step). */
export function upgradeHistorySteps(u: ChosenUpgrade): number {
  return nothingToPay(u) ? UPGRADE_STEPS - 1 : UPGRADE_STEPS
}
