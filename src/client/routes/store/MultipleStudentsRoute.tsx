import { useSnapshot } from 'valtio'
import { MESSAGES } from '../../../domain/messages'
import { MultipleStudentsDialog } from '../../dialogs/MultipleStudents/MultipleStudentsDialog'
import { chooseCustomer, studentSearch } from '../../stores/checkout'
import { sale } from '../../stores/sale'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { useGuard } from '../useGuard'

export function MultipleStudentsRoute() {
  const s = useSnapshot(sale)
  const search = useSnapshot(studentSearch)
  const go = useGo()
  const back = useBack()
  useGuard(s.cart.length > 0 && s.students.length > 0, 'store')
  return (
    <MultipleStudentsDialog
      students={s.students}
      notice={search.offline ? MESSAGES.offlineLookup : null}
      onChoose={(student) => go(chooseCustomer({ kind: 'student', student }))}
      onCancel={() => back()}
    />
  )
}
