import { useSnapshot } from 'valtio'
import { MESSAGES } from '../../../domain/messages'
import { useStocks } from '../../api/stocks'
import { UpgradeProductScreen } from '../../screens/UpgradeProduct/UpgradeProductScreen'
import { upgrade } from '../../stores/upgrade'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { useLookupGuard } from './guard'

export function UpgradeProductRoute() {
  const u = useSnapshot(upgrade)
  const stocks = useStocks()
  const go = useGo()
  const back = useBack()
  useLookupGuard(Boolean(u.selectedOrder && u.selectedItem))
  if (!u.selectedOrder || !u.selectedItem) return null
  return (
    <UpgradeProductScreen
      item={u.selectedItem}
      stocks={stocks.data ?? []}
      loading={!stocks.data && !stocks.error}
      error={stocks.error ? MESSAGES.stocksFailed : null}
      choice={u.target}
      onChoose={(stockId, colour) => {
        const stock = stocks.data?.find((s) => s.id === stockId)
        if (stock)
          upgrade.target = { stock: structuredClone(stock), colour: colour ? { ...colour } : null }
      }}
      onClearChoice={() => (upgrade.target = null)}
      onSaveAndContinue={() => go('upgradeConfirmation')}
      onCancel={() => back()}
    />
  )
}
