import { useSnapshot } from 'valtio'
import { MultipleStudentsDialog } from '../../dialogs/MultipleStudents/MultipleStudentsDialog'
import { sale } from '../../stores/sale'
import { useBack } from '../history'
import { useGuard } from '../useGuard'
import { useChooseStudent } from './CheckoutRoute'

export function MultipleStudentsRoute() {
  const s = useSnapshot(sale)
  const back = useBack()
  const chooseStudent = useChooseStudent()
  useGuard(s.cart.length > 0 && s.students.length > 0, 'store')
  return (
    <MultipleStudentsDialog
      students={s.students}
      onChoose={chooseStudent}
      onCancel={() => back()}
    />
  )
}
