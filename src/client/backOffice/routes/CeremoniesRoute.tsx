import { useState } from 'react'
import type { AdminCeremony, CeremonyFields } from '../../../domain/contract/backOffice'
import { ApiError, messageOf } from '../../transport/apiError'
import {
  archiveCeremony,
  createCeremony,
  deleteCeremony,
  updateCeremony,
  useCeremonies,
} from '../api/ceremonies'
import { CeremoniesScreen } from '../screens/Ceremonies/CeremoniesScreen'
import type { Notify } from './notify'

/** #/ceremonies: the list with its search, and the dialog's state between the screen and the API. */
export function CeremoniesRoute({ notify }: { notify: Notify }) {
  const [search, setSearch] = useState('')
  const [showArchived, setShowArchived] = useState(false)
  const [editing, setEditing] = useState<AdminCeremony | 'new' | null>(null)
  const [formErrors, setFormErrors] = useState<Record<string, string[]>>({})
  const [saving, setSaving] = useState(false)
  const list = useCeremonies({ search, archived: showArchived ? 'yes' : 'no' })

  const open = (next: AdminCeremony | 'new' | null) => {
    setFormErrors({})
    setEditing(next)
  }
  const act = async (action: () => Promise<string>) => {
    try {
      notify({ severity: 'success', text: await action() })
      await list.mutate()
    } catch (error) {
      notify({ severity: 'error', text: messageOf(error, 'That did not work. Try again.') })
    }
  }
  const save = async (fields: CeremonyFields) => {
    setSaving(true)
    try {
      const saved =
        editing === 'new' || editing === null
          ? await createCeremony(fields)
          : await updateCeremony(editing.id, fields)
      open(null)
      notify({ severity: 'success', text: `${saved.name} is saved.` })
      await list.mutate()
    } catch (error) {
      const fieldErrors = error instanceof ApiError && error.errors
      setFormErrors(
        fieldErrors || { form: [messageOf(error, 'The ceremony could not be saved. Try again.')] },
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <CeremoniesScreen
      status={list.error ? 'error' : list.data ? 'ready' : 'loading'}
      error={list.error ? messageOf(list.error, 'The ceremonies could not be loaded.') : null}
      ceremonies={list.data?.ceremonies ?? []}
      timeZone={list.data?.time_zone ?? ''}
      search={search}
      showArchived={showArchived}
      editing={editing}
      formErrors={formErrors}
      saving={saving}
      onSearch={setSearch}
      onShowArchived={setShowArchived}
      onNew={() => open('new')}
      onEdit={open}
      onCloseDialog={() => open(null)}
      onSave={(fields) => void save(fields)}
      onArchive={(c, archived) =>
        void act(async () => {
          await archiveCeremony(c.id, archived)
          return archived
            ? `${c.name} is archived: the kiosks no longer list it.`
            : `${c.name} is back on the kiosks.`
        })
      }
      onDelete={(c) =>
        void act(async () => {
          await deleteCeremony(c.id)
          return `${c.name} is deleted.`
        })
      }
      onRetry={() => void list.mutate()}
    />
  )
}
