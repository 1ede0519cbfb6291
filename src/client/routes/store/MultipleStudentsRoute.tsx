import { useSnapshot } from 'valtio'
import { MultipleStudentsDialog } from '../../screens/MultipleStudents/MultipleStudentsDialog'
import { sale } from '../../stores/sale'
import { useBack } from '../history'
import { useChooseStudent } from './CheckoutRoute'

export function MultipleStudentsRoute() {
  const s = useSnapshot(sale)
  const back = useBack()
  const chooseStudent = useChooseStudent()
  return (
    <MultipleStudentsDialog
      students={s.students}
      onChoose={chooseStudent}
      onCancel={() => back()}
    />
  )
}
