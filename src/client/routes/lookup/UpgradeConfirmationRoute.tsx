import { useSnapshot } from 'valtio'
import { useStocks } from '../../api/stocks'
import { UpgradeConfirmationScreen } from '../../screens/UpgradeConfirmation/UpgradeConfirmationScreen'
import { upgrade } from '../../stores/upgrade'
import { confirmUpgrade } from '../../stores/upgradeSteps'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { useLookupGuard } from './guard'

export function UpgradeConfirmationRoute({ behindReceipt = false }: { behindReceipt?: boolean }) {
  const u = useSnapshot(upgrade)
  const stocks = useStocks()
  const go = useGo()
  const back = useBack()
  useLookupGuard(Boolean(u.selectedOrder && u.selectedItem && u.target))
  if (!u.selectedOrder || !u.selectedItem || !u.target) return null
  return (
    <UpgradeConfirmationScreen
      order={u.selectedOrder}
      item={u.selectedItem}
      stocks={stocks.data ?? []}
      choice={u.target}
      disabled={behindReceipt}
      onCancel={() => back()}
      onConfirm={() => go(confirmUpgrade())}
    />
  )
}
