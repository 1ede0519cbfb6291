import Alert from '@mui/material/Alert'
import type { OrderItem } from '../../../domain/contract/orderItem'
import type { CatalogueStock } from '../../../domain/contract/stock'
import { itemUnitCents } from '../../../domain/upgradeItem'
import { formatMoney, toCents } from '../../../domain/sale/money'
import type { DeepReadonly } from '../../../domain/readonly'
import { upgradeCost } from '../../../domain/upgrade'
import { CostTable } from './CostTable'

interface UpgradePayableProps {
  /** The item being upgraded: its price is what the upgrade starts from. */
  item: DeepReadonly<OrderItem>
  /** The stock the item becomes, at its price. */
  stock: DeepReadonly<CatalogueStock>
}

/** What the upgrade costs, and what comes next: the payment, or none when it costs nothing more. */
export function UpgradePayable({ item, stock }: UpgradePayableProps) {
  const cost = upgradeCost(itemUnitCents(item), toCents(stock.price), item.qty)
  return (
    <>
      <Alert severity="info">
        {cost.payableCents > 0
          ? `The upgrade costs ${formatMoney(cost.payableCents)} more than the original item. Confirm it, then take the payment.`
          : 'The upgrade costs nothing more: confirming swaps the item.'}
      </Alert>
      <CostTable cost={cost} />
    </>
  )
}
