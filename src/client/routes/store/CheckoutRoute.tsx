import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { cartRequiresAddress } from '../../../domain/sale/address'
import type { Student } from '../../../domain/contract/entities'
import { MESSAGES } from '../../../domain/messages'
import { PLACEHOLDER_SALE_CUSTOMER } from '../../../domain/sale/customer'
import { findStudents } from '../../api/students'
import { CheckoutLookupDialog } from '../../dialogs/CheckoutLookup/CheckoutLookupDialog'
import { EMPTY_CUSTOMER, sale, studentToCustomer } from '../../stores/sale'
import { showAlert } from '../../stores/ui'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { useGuard } from '../useGuard'
import { selectCeremony } from './ceremonySelection'

/** A chosen student becomes the sale's customer; their ceremony is offered unless one is chosen. */
export function useChooseStudent() {
  const go = useGo()
  return (student: Student) => {
    sale.shipping = null
    sale.customer = studentToCustomer(student)
    if (!sale.ceremony && student.ceremony) selectCeremony(student.ceremony)
    go(cartRequiresAddress(sale.cart) ? 'customer' : 'paymentType')
  }
}

export function CheckoutRoute() {
  const s = useSnapshot(sale)
  const go = useGo()
  const back = useBack()
  const chooseStudent = useChooseStudent()
  const [error, setError] = useState<string | null>(null)
  const requireAddress = cartRequiresAddress(s.cart)
  useGuard(s.cart.length > 0, 'store')

  const search = async (studentId: string) => {
    setError(null)
    if (!studentId) return setError(MESSAGES.studentIdInvalid)
    let students: Student[]
    try {
      students = await findStudents(studentId)
    } catch {
      return showAlert(MESSAGES.lookupFailed)
    }
    if (students.length === 0) return setError(MESSAGES.studentIdInvalid)
    if (students.length > 1) {
      sale.students = students
      return go('multipleStudents')
    }
    chooseStudent(students[0]!)
  }

  return (
    <CheckoutLookupDialog
      requireAddress={requireAddress}
      error={error}
      onSearch={(id) => void search(id)}
      onCreateCustomer={() => {
        sale.customer = { ...EMPTY_CUSTOMER }
        sale.shipping = null
        go('customer')
      }}
      onExpress={() => {
        sale.shipping = null
        if (requireAddress) {
          sale.customer = { ...EMPTY_CUSTOMER }
          go('customer')
        } else {
          sale.customer = { ...PLACEHOLDER_SALE_CUSTOMER }
          go('paymentType')
        }
      }}
      onClose={() => back()}
    />
  )
}
