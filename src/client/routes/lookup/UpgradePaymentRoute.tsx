import { useSnapshot } from 'valtio'
import { itemUnitCents } from '../../../domain/lookup'
import { toCents } from '../../../domain/sale/money'
import { upgradeCost } from '../../../domain/upgrade'
import { UpgradePaymentScreen } from '../../screens/UpgradePayment/UpgradePaymentScreen'
import { upgrade } from '../../stores/upgrade'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { useLookupGuard } from './guard'

/** What the customer pays for the chosen upgrade, or null while the flow lacks its choice. */
export function usePayableCents(): number | null {
  const u = useSnapshot(upgrade)
  if (!u.selectedItem || !u.target) return null
  return upgradeCost(
    itemUnitCents(u.selectedItem),
    toCents(u.target.stock.price),
    u.selectedItem.qty,
  ).payableCents
}

export function UpgradePaymentRoute() {
  const u = useSnapshot(upgrade)
  const payable = usePayableCents()
  const go = useGo()
  const back = useBack()
  useLookupGuard(Boolean(u.selectedOrder && payable !== null))
  if (!u.selectedOrder || payable === null) return null
  return (
    <UpgradePaymentScreen
      payableCents={payable}
      onChoose={(type) => {
        upgrade.paymentType = type
        go('upgradeReceipt')
      }}
      onBack={() => back()}
    />
  )
}
