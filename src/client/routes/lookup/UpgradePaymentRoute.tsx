import { useSnapshot } from 'valtio'
import { UpgradePaymentScreen } from '../../screens/UpgradePayment/UpgradePaymentScreen'
import { upgrade } from '../../stores/upgrade'
import { payableCents } from '../../stores/upgradeSteps'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { useLookupGuard } from './guard'

export function UpgradePaymentRoute() {
  const u = useSnapshot(upgrade)
  const payable = payableCents(u)
  const go = useGo()
  const back = useBack()
  useLookupGuard(Boolean(u.selectedOrder && payable !== null))
  if (!u.selectedOrder || payable === null) return null
  return (
    <UpgradePaymentScreen
      payableCents={payable}
      cashFirst={u.cashNext}
      onPay={(type, tendered) => {
        upgrade.paymentType = type
        upgrade.tenderedCents = tendered
        go('upgradeReceipt')
      }}
      onBack={() => back()}
    />
  )
}
