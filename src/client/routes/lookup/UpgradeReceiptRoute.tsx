import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { isPlaceholderEmail } from '../../../domain/customer'
import { receiptEmailProblem } from '../../../domain/lookup'
import { MESSAGES, PROMPT_EMAIL } from '../../../domain/messages'
import { isValidEmail } from '../../../domain/validation'
import { messageOf } from '../../api/http'
import { sendUpgradeConfirmation, upgradeItem } from '../../api/orderItems'
import { UpgradeReceiptDialog } from '../../dialogs/UpgradeReceipt/UpgradeReceiptDialog'
import { UpgradePaymentScreen } from '../../screens/UpgradePayment/UpgradePaymentScreen'
import { upgrade } from '../../stores/upgrade'
import { promptText, showAlert } from '../../stores/ui'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { applyOrder } from './actions'
import { useLookupGuard } from './guard'
import { usePayableCents } from './UpgradePaymentRoute'

/** The address on the order, when it is a real one; otherwise staff are asked for it. */
async function receiptAddress(orderEmail: string | null): Promise<string | null> {
  const known = orderEmail?.trim() ?? ''
  if (known && !isPlaceholderEmail(known) && isValidEmail(known)) return known
  return promptText(PROMPT_EMAIL, '')
}

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
      const answer = await receiptAddress(order.email)
      // Cancelling the prompt leaves the question open: staff may answer NO instead.
      if (answer === null) return
      const problem = receiptEmailProblem(answer)
      if (problem) {
        void showAlert(problem)
        return
      }
      email = answer.trim()
      upgrade.email = email
    }
    setBusy(true)
    let upgradedId: number
    try {
      const result = await upgradeItem({
        fromOrderItemID: item.id,
        toStock: { id: target.stock.id, colour: target.colour ? { ...target.colour } : null },
        type: paymentType,
        email,
      })
      upgrade.result = result
      applyOrder(result.order)
      upgradedId = result.upgraded.id
    } catch (error) {
      setBusy(false)
      void showAlert(messageOf(error, MESSAGES.saveFailed))
      return
    }
    if (email) {
      // The upgrade is saved either way; a mail failure must not hide that.
      await sendUpgradeConfirmation(upgradedId).catch((error: unknown) =>
        console.error('Upgrade confirmation email failed', error),
      )
    }
    go('UpgradeSuccess')
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
