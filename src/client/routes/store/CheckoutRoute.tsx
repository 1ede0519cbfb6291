import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { cartRequiresAddress } from '../../../domain/sale/address'
import { CheckoutLookupDialog } from '../../dialogs/CheckoutLookup/CheckoutLookupDialog'
import { chooseCustomer, lookUpStudent } from '../../stores/checkout'
import { sale } from '../../stores/sale'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { useGuard } from '../useGuard'

/** Whom the sale is for: a student found by id, a new customer, or an express sale. */
export function CheckoutRoute() {
  const s = useSnapshot(sale)
  const go = useGo()
  const back = useBack()
  const [error, setError] = useState<string | null>(null)
  useGuard(s.cart.length > 0, 'store')

  const search = async (studentId: string) => {
    setError(null)
    const found = await lookUpStudent(studentId)
    if (found && 'error' in found) setError(found.error)
    else if (found) go(found.next)
  }
  return (
    <CheckoutLookupDialog
      requireAddress={cartRequiresAddress(s.cart)}
      error={error}
      onSearch={(id) => void search(id)}
      onCreateCustomer={() => go(chooseCustomer({ kind: 'new' }))}
      onExpress={() => go(chooseCustomer({ kind: 'express' }))}
      onClose={() => back()}
    />
  )
}
