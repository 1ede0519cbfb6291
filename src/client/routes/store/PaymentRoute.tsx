import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { cartTotal } from '../../../domain/sale/cart'
import { useCeremonies } from '../../api/ceremonies'
import { PaymentTypeScreen } from '../../screens/PaymentType/PaymentTypeScreen'
import { dayIn } from '../../../domain/dates'
import { preselectTodaysCeremony, selectCeremony, showAllCeremonies } from '../../stores/ceremony'
import { session } from '../../stores/session'
import { choosePayment, setReceiptEmail } from '../../stores/payment'
import { leaveCardSale, retryCardSale } from '../../stores/cardSale'
import { closePin } from '../../stores/pinPayment'
import { sale } from '../../stores/sale'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { useCardStep } from '../useCardStep'
import { useGuard } from '../useGuard'
import { PaymentDialogs } from './PaymentDialogs'
import { paymentSummary } from './paymentSummary'

/**
 * Payment type, then (general store) the staff PIN, then the order is saved and confirmed. On
 * stage the order is saved as soon as the type is chosen.
 */
export function PaymentRoute({ variant }: { variant: 'stage' | 'normal' }) {
  const s = useSnapshot(sale)
  const ceremonies = useCeremonies(s.ceremonyWindow)
  const go = useGo()
  const back = useBack()
  const confirm = variant === 'stage' ? 'stageConfirm' : 'confirm'
  const paid = () => go(confirm)
  const card = useCardStep(() => void retryCardSale(), leaveCardSale)

  // A sale already saved (Back from its confirmation) is never paid for twice.
  useGuard(!s.order && !s.queued, confirm)
  useGuard(
    s.cart.length > 0 || Boolean(s.order) || Boolean(s.queued),
    variant === 'stage' ? 'stageStore' : 'store',
  )
  useEffect(() => closePin, [])
  useEffect(() => {
    if (ceremonies.data) preselectTodaysCeremony(ceremonies.data, dayIn(session.timeZone))
  }, [ceremonies.data])

  return (
    <>
      <PaymentTypeScreen
        variant={variant}
        ceremonies={ceremonies.data ?? []}
        ceremoniesLoading={ceremonies.isLoading}
        ceremonyWindow={s.ceremonyWindow}
        selectedCeremony={s.ceremony}
        totalCents={cartTotal(s.cart)}
        summary={paymentSummary(s, setReceiptEmail)}
        onSelectCeremony={selectCeremony}
        onToggleShowAll={showAllCeremonies}
        terminal={card}
        cashFirst={s.cashNext}
        onPay={(type, tendered) => void choosePayment(type, tendered, paid)}
        onCancel={() => back()}
      />
      <PaymentDialogs paid={paid} />
    </>
  )
}
