import { useSnapshot } from 'valtio'
import { CustomerFormScreen } from '../../screens/CustomerForm/CustomerFormScreen'
import { saveCustomerForm } from '../../stores/checkout'
import { detailsFormOf } from '../../stores/customer'
import { sale } from '../../stores/sale'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { useGuard } from '../useGuard'

/** Prefilled from shipping details already entered, else from the chosen customer. */
export function CustomerRoute() {
  const s = useSnapshot(sale)
  const go = useGo()
  const back = useBack()
  useGuard(s.cart.length > 0, 'store')
  return (
    <CustomerFormScreen
      studentId={s.customer && s.customer.id > 0 ? s.customer.student_id : null}
      initial={detailsFormOf(s)}
      onCancel={() => back()}
      onSubmit={(form) => {
        saveCustomerForm(form)
        go('paymentType')
      }}
    />
  )
}
