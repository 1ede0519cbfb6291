import { useState } from 'react'
import type { AdminStudent, StudentFields } from '../../../domain/contract/backOfficeStudents'
import { ApiError, messageOf } from '../../transport/apiError'
import { saveStudent, useStudents } from '../api/students'
import { StudentsScreen } from '../screens/Students/StudentsScreen'
import type { Notify } from './notify'

/** #/students: the search and its page, and a record saved with its dialog open on a refusal. */
export function StudentsRoute({ notify }: { notify: Notify }) {
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const list = useStudents(search, page)
  const [editing, setEditing] = useState<AdminStudent | null>(null)
  const [editErrors, setEditErrors] = useState<Record<string, string[]>>({})
  const [editMessage, setEditMessage] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const edit = (student: AdminStudent | null) => {
    setEditErrors({})
    setEditMessage(null)
    setEditing(student)
  }
  const save = async (student: AdminStudent, fields: StudentFields) => {
    setSaving(true)
    try {
      const saved = await saveStudent(student.id, fields)
      edit(null)
      notify({ severity: 'success', text: `${saved.name} ${saved.lastname} is saved.` })
      await list.mutate()
    } catch (error) {
      setEditErrors(error instanceof ApiError ? (error.errors ?? {}) : {})
      setEditMessage(messageOf(error, 'The record could not be saved.'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <StudentsScreen
      status={list.error ? 'error' : list.data ? 'ready' : 'loading'}
      error={list.error ? messageOf(list.error, 'The students could not be loaded.') : null}
      page={list.data ?? null}
      search={search}
      editing={editing}
      editErrors={editErrors}
      editMessage={editMessage}
      saving={saving}
      onSearch={(next) => {
        setSearch(next)
        setPage(1)
      }}
      onPage={setPage}
      onEdit={edit}
      onSave={(student, fields) => void save(student, fields)}
      onRetry={() => void list.mutate()}
    />
  )
}
