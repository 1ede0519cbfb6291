import { useState } from 'react'
import { useSnapshot } from 'valtio'
import type { UpgradeAnswer } from '../../../domain/contract/requests'
import { MESSAGES } from '../../../domain/messages'
import { messageOf } from '../../api/http'
import { sendUpgradeConfirmation, upgradeItem } from '../../api/orderItems'
import { UpgradeReceiptDialog } from '../../dialogs/UpgradeReceipt/UpgradeReceiptDialog'
import { UpgradePaymentScreen } from '../../screens/UpgradePayment/UpgradePaymentScreen'
import { upgrade } from '../../stores/upgrade'
import { showAlert } from '../../stores/ui'
import { useBack } from '../history'
import { askReceiptEmail } from '../receiptEmail'
import { useGo } from '../navigation'
import { receiptQueued } from '../receiptOutcome'
import { applyOrder } from './actions'
import { useLookupGuard } from './guard'
import { usePayableCents } from './UpgradePaymentRoute'

/** 'Send Digital Receipt?' over the payment screen; either answer saves the upgrade. */
export function UpgradeReceiptRoute() {
  const u = useSnapshot(upgrade)
  const payable = usePayableCents()
  const go = useGo()
  const back = useBack()
  const [open, setOpen] = useState(true)
  const [busy, setBusy] = useState(false)
  useLookupGuard(Boolean(u.selectedOrder && payable !== null && u.paymentType))
  if (!u.selectedOrder || payable === null || !u.paymentType) return null

  const save = async (withReceipt: boolean) => {
    const { selectedOrder: order, selectedItem: item, target, paymentType } = upgrade
    if (!order || !item || !target || !paymentType) return
    let email: string | null = null
    if (withReceipt) {
      email = await askReceiptEmail(order.email)
      // Without an address the question stays open: staff may try again or answer NO.
      if (email === null) return
      upgrade.email = email
    }
    setBusy(true)
    let result: UpgradeAnswer
    try {
      result = await upgradeItem({
        fromOrderItemID: item.id,
        toStock: { id: target.stock.id, colour: target.colour ? { ...target.colour } : null },
        type: paymentType,
        email,
      })
      applyOrder(result.order)
    } catch (error) {
      setBusy(false)
      void showAlert(messageOf(error, MESSAGES.saveFailed))
      return
    }
    if (email) {
      // The upgrade is saved either way; a queued or refused receipt is shown as for a sale's,
      // over the success screen.
      try {
        const queued = receiptQueued(await sendUpgradeConfirmation(result.upgraded.id))
        if (queued) void showAlert(queued)
      } catch (error) {
        void showAlert(messageOf(error, MESSAGES.confirmationFailed))
      }
    }
    // Set last: from here on the earlier steps send Back to the success screen.
    upgrade.result = result
    go('upgradeSuccess')
  }

  return (
    <>
      <UpgradePaymentScreen
        payableCents={payable}
        disabled
        onChoose={() => undefined}
        onBack={() => back()}
      />
      <UpgradeReceiptDialog
        open={open}
        busy={busy}
        onYes={() => void save(true)}
        onNo={() => void save(false)}
        onClose={() => {
          setOpen(false)
          void showAlert(MESSAGES.upgradeNotSaved).then(() => back())
        }}
      />
    </>
  )
}
