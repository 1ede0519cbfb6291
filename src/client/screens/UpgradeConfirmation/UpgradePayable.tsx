import Alert from '@mui/material/Alert'
import type { OrderItem } from '../../../domain/contract/orderItem'
import type { CatalogueStock } from '../../../domain/contract/stock'
import { itemUnitCents } from '../../../domain/upgradeItem'
import { formatMoney, toCents } from '../../../domain/sale/money'
import type { DeepReadonly } from '../../../domain/readonly'
import { upgradeCost } from '../../../domain/upgrade'
import { CostTable } from './CostTable'

interface UpgradePayableProps {
  item: DeepReadonly<OrderItem>
  stock: DeepReadonly<CatalogueStock>
}

/** What the customer pays for the difference, and a reminder to collect it before confirming. */
export function UpgradePayable({ item, stock }: UpgradePayableProps) {
  const cost = upgradeCost(itemUnitCents(item), toCents(stock.price), item.qty)
  return (
    <>
      <Alert severity="warning">
        The requested upgrade costs {formatMoney(cost.payableCents)} more than the original order.
        Please ensure you have collected the total payable before confirming the upgrade.
      </Alert>
      <CostTable cost={cost} />
    </>
  )
}
