import { useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { cartTotal } from '../../../domain/cart'
import { MESSAGES } from '../../../domain/messages'
import { ApiError, messageOf } from '../../api/http'
import { useCeremonies } from '../../api/ceremonies'
import { checkPin } from '../../api/pin'
import type { PaymentType } from '../../components/PaymentChoice'
import { StaffPinDialog } from '../../dialogs/StaffPin/StaffPinDialog'
import { PaymentTypeScreen } from '../../screens/PaymentType/PaymentTypeScreen'
import { sale } from '../../stores/sale'
import { showAlert } from '../../stores/ui'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { placeOrder } from './checkout'
import { selectCeremony, showAllCeremonies } from './ceremonySelection'

/**
 * Payment type, then (general store) the staff PIN, then the order is saved and confirmed. On
 * stage the order is saved as soon as the type is chosen.
 */
export function PaymentRoute({ variant }: { variant: 'stage' | 'normal' }) {
  const s = useSnapshot(sale)
  const ceremonies = useCeremonies(s.ceremonyWindow)
  const go = useGo()
  const back = useBack()
  const [pinOpen, setPinOpen] = useState(false)
  const [pinError, setPinError] = useState<string | null>(null)
  const saving = useRef(false)

  const save = async (operatorId: number) => {
    // The spinner covers the screen while saving; this also stops a second tap starting a second save.
    if (saving.current) return
    saving.current = true
    try {
      const order = await placeOrder(operatorId)
      if (!order) return void showAlert(MESSAGES.saveFalsy)
      sale.order = order
      go(variant === 'stage' ? 'stageconfirm' : 'confirm')
    } catch (error) {
      void showAlert(
        error instanceof ApiError ? messageOf(error, MESSAGES.saveFailed) : MESSAGES.saveThrew,
      )
    } finally {
      saving.current = false
    }
  }

  const choose = (type: PaymentType) => {
    if (!sale.ceremony) return void showAlert(MESSAGES.selectCeremony)
    sale.paymentType = type
    if (variant === 'stage') return void save(0)
    setPinError(null)
    setPinOpen(true)
  }

  const submitPin = async (pin: string) => {
    if (!pin) return setPinError(MESSAGES.pinInvalid)
    try {
      const answer = await checkPin(pin)
      if (!answer.pass || !answer.operator) return setPinError(MESSAGES.pinInvalid)
      setPinOpen(false)
      await save(answer.operator.id)
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) return setPinError(error.message)
      void showAlert(messageOf(error, MESSAGES.confirmationFailed))
    }
  }

  return (
    <>
      <PaymentTypeScreen
        variant={variant}
        ceremonies={ceremonies.data ?? []}
        ceremoniesLoading={ceremonies.isLoading}
        ceremonyWindow={s.ceremonyWindow}
        selectedCeremony={s.ceremony}
        totalCents={cartTotal(s.cart)}
        onSelectCeremony={selectCeremony}
        onToggleShowAll={showAllCeremonies}
        onChoose={choose}
        onCancel={() => back()}
      />
      <StaffPinDialog
        open={pinOpen}
        error={pinError}
        onSubmit={(pin) => void submitPin(pin)}
        onCancel={() => setPinOpen(false)}
      />
    </>
  )
}
