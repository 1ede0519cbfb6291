import { useSnapshot } from 'valtio'
import { customerFormOf } from '../../../domain/sale/customerForm'
import { CustomerFormScreen } from '../../screens/CustomerForm/CustomerFormScreen'
import { EMPTY_CUSTOMER, sale } from '../../stores/sale'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { useGuard } from '../useGuard'

/** Prefilled from shipping details already entered, else from the chosen customer. */
export function CustomerRoute() {
  const s = useSnapshot(sale)
  const go = useGo()
  const back = useBack()
  useGuard(s.cart.length > 0, 'store')
  const customer = s.customer ?? EMPTY_CUSTOMER
  const initial = s.shipping ? { ...s.shipping } : customerFormOf(customer)
  return (
    <CustomerFormScreen
      studentId={customer.id > 0 ? customer.student_id : null}
      initial={initial}
      onCancel={() => back()}
      onSubmit={(form) => {
        sale.shipping = form
        sale.customer = {
          ...(sale.customer ?? EMPTY_CUSTOMER),
          name: form.name,
          lastname: form.lastname,
          countrycode: form.countrycode,
          phone: form.phone,
          email: form.email,
        }
        go('paymentType')
      }}
    />
  )
}
