import { useState } from 'react'
import type { StaffMember } from '../../../domain/contract/backOffice'
import { messageOf, messagesOf } from '../../transport/apiError'
import {
  addStaff,
  disableStaff,
  enableStaff,
  setStaffRole,
  setStaffSecret,
  useStaff,
} from '../api/staff'
import { StaffScreen, type StaffDialog } from '../screens/Staff/StaffScreen'
import type { Notify } from './notify'

/** #/staff: the list, and each change sent to the API with its dialog kept open on a refusal. */
export function StaffRoute({ notify, myEmail }: { notify: Notify; myEmail: string }) {
  const list = useStaff()
  const [dialog, setDialog] = useState<StaffDialog>(null)
  const [dialogErrors, setDialogErrors] = useState<string[]>([])
  const [saving, setSaving] = useState(false)

  const open = (next: StaffDialog) => {
    setDialogErrors([])
    setDialog(next)
  }
  /** Runs a change from a dialog: closed with a notice on success, open with the reasons if not. */
  const change = async (action: () => Promise<StaffMember>, said: (p: StaffMember) => string) => {
    setSaving(true)
    try {
      const person = await action()
      open(null)
      notify({ severity: 'success', text: said(person) })
      await list.mutate()
    } catch (error) {
      setDialogErrors(messagesOf(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <StaffScreen
      status={list.error ? 'error' : list.data ? 'ready' : 'loading'}
      error={list.error ? messageOf(list.error, 'The staff could not be loaded.') : null}
      staff={list.data?.staff ?? []}
      myEmail={myEmail}
      dialog={dialog}
      dialogErrors={dialogErrors}
      saving={saving}
      onOpen={open}
      onAdd={(person) =>
        void change(
          () => addStaff(person),
          (p) => `${p.name} can now sign in.`,
        )
      }
      onSecret={(person, secret) =>
        void change(
          () => setStaffSecret(person.id, secret),
          (p) => `${p.name}'s new ${'pin' in secret ? 'PIN' : 'password'} is set.`,
        )
      }
      onDisable={(person) =>
        void change(
          () => disableStaff(person.id),
          (p) => `${p.name} is disabled and signed out.`,
        )
      }
      onEnable={(person) =>
        void change(
          () => enableStaff(person.id),
          (p) => `${p.name} can sign in again. Set a new PIN before they sell.`,
        )
      }
      onRole={(person, role) => {
        setStaffRole(person.id, role).then(
          (p) => {
            notify({
              severity: 'success',
              text: `${p.name} is now ${role === 'manager' ? 'a manager' : 'an operator'}.`,
            })
            void list.mutate()
          },
          (error: unknown) =>
            notify({ severity: 'error', text: messageOf(error, 'The role could not be changed.') }),
        )
      }}
      onRetry={() => void list.mutate()}
    />
  )
}
