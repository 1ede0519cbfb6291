import { useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { cartTotal } from '../../../domain/sale/cart'
import type { PaymentType } from '../../../domain/contract/requests'
import { MESSAGES } from '../../../domain/messages'
import { useCeremonies } from '../../api/ceremonies'
import { ApiError, messageOf } from '../../api/http'
import { checkPin } from '../../api/pin'
import { StaffPinDialog } from '../../dialogs/StaffPin/StaffPinDialog'
import { PaymentTypeScreen } from '../../screens/PaymentType/PaymentTypeScreen'
import { sale } from '../../stores/sale'
import { showAlert } from '../../stores/ui'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { useGuard } from '../useGuard'
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
  // The spinner covers taps while a call runs; these also stop a key press or a late answer
  // from starting a second check or a second save.
  const checking = useRef(false)
  const saving = useRef(false)
  const confirmRoute = variant === 'stage' ? 'stageConfirm' : 'confirm'

  // A sale already saved (Back from its confirmation) is never paid for twice.
  useGuard(!s.order, confirmRoute)
  useGuard(s.cart.length > 0 || Boolean(s.order), variant === 'stage' ? 'stageStore' : 'store')

  const save = async (operatorId: number) => {
    if (saving.current || sale.order) return
    saving.current = true
    try {
      const order = await placeOrder(operatorId)
      if (!order) return void showAlert(MESSAGES.saveFalsy)
      sale.order = order
      go(confirmRoute)
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
    if (checking.current) return
    checking.current = true
    try {
      const answer = await checkPin(pin)
      if (!answer.pass || !answer.operator) return setPinError(MESSAGES.pinInvalid)
      setPinOpen(false)
      await save(answer.operator.id)
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) return setPinError(error.message)
      void showAlert(messageOf(error, MESSAGES.confirmationFailed))
    } finally {
      checking.current = false
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
