import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { UpgradeSuccessScreen } from '../../screens/UpgradeSuccess/UpgradeSuccessScreen'
import { upgrade } from '../../stores/upgrade'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { refreshOrder } from '../../stores/orders'
import { useGuard } from '../useGuard'
import { upgradeHistorySteps } from '../../stores/upgradeSteps'
import { toCents } from '../../../domain/sale/money'

export function UpgradeSuccessRoute() {
  const u = useSnapshot(upgrade)
  const go = useGo()
  const back = useBack()
  const [busy, setBusy] = useState(false)
  useGuard(Boolean(u.result), 'lookup')
  if (!u.result) return null

  const confirm = async () => {
    setBusy(true)
    await refreshOrder(upgrade.result!.order.id, { select: true })
    // Leave the finished upgrade's steps behind, so the browser's Back cannot walk into them.
    back(upgradeHistorySteps(upgrade))
    go('lookup', { replace: true })
  }

  const change = u.result.upgraded.json.upgrade?.change
  return (
    <UpgradeSuccessScreen
      upgradedName={u.result.upgraded.name}
      changeCents={change == null ? null : toCents(change)}
      busy={busy}
      onConfirm={() => void confirm()}
    />
  )
}
