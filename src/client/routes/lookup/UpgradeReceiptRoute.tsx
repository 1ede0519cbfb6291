import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { MESSAGES } from '../../../domain/messages'
import { chosenUpgradeReceiptInput } from '../../../domain/receipt/beforeSave'
import { upgradeReceipt } from '../../../domain/receipt/receipt'
import { UpgradeReceiptDialog } from '../../dialogs/UpgradeReceipt/UpgradeReceiptDialog'
import { UpgradePaymentScreen } from '../../screens/UpgradePayment/UpgradePaymentScreen'
import { session } from '../../stores/session'
import { showAlert } from '../../stores/ui'
import { upgrade } from '../../stores/upgrade'
import {
  leaveCardUpgrade,
  payUpgradeInCash,
  retryCardUpgrade,
  saveUpgrade,
} from '../../stores/upgradeSave'
import { CardTerminalDialog } from '../../dialogs/CardTerminal/CardTerminalDialog'
import { useCardStep } from '../useCardStep'
import { payableCents } from '../../stores/upgradeSteps'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { useLookupGuard } from './guard'
import { UpgradeConfirmationRoute } from './UpgradeConfirmationRoute'

/**
 * 'Send Digital Receipt?' over the payment screen (over the confirmation when there was nothing to
 * pay); either answer saves the upgrade.
 */
export function UpgradeReceiptRoute() {
  const u = useSnapshot(upgrade)
  const payable = payableCents(u)
  const go = useGo()
  const back = useBack()
  const [open, setOpen] = useState(true)
  const card = useCardStep(
    () => void retryCardUpgrade(),
    () => {
      payUpgradeInCash()
      back()
    },
  )
  useLookupGuard(Boolean(u.selectedOrder && payable !== null && u.paymentType))
  if (!u.selectedOrder || !u.selectedItem || !u.target || payable === null || !u.paymentType)
    return null
  const receipt = upgradeReceipt(
    chosenUpgradeReceiptInput({
      universityName: session.universityName,
      order: u.selectedOrder,
      item: u.selectedItem,
      target: u.target,
      paymentType: u.paymentType,
      date: new Date(),
    }),
  )

  const saved = () => go('upgradeSuccess')
  return (
    <>
      {payable === 0 ? (
        <UpgradeConfirmationRoute behindReceipt />
      ) : (
        <UpgradePaymentScreen
          payableCents={payable}
          disabled
          onPay={() => undefined}
          onBack={() => back()}
        />
      )}
      {card && <CardTerminalDialog title="Card payment" {...card} onBack={leaveCardUpgrade} />}
      <UpgradeReceiptDialog
        open={open}
        busy={u.busy}
        receipt={receipt}
        onYes={() => void saveUpgrade(true, saved)}
        onNo={() => void saveUpgrade(false, saved)}
        onClose={() => {
          setOpen(false)
          void showAlert(MESSAGES.upgradeNotSaved).then(() => back())
        }}
      />
    </>
  )
}
