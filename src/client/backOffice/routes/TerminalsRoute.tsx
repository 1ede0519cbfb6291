import { useState } from 'react'
import { messageOf, messagesOf } from '../../transport/apiError'
import { pairTerminal, unpairTerminal, useTerminals } from '../api/terminals'
import { TerminalsScreen, type TerminalsDialog } from '../screens/Terminals/TerminalsScreen'
import type { Notify } from './notify'

/** #/terminals: the pairings, and each change sent to the API with its dialog kept open on a refusal. */
export function TerminalsRoute({ notify, timeZone }: { notify: Notify; timeZone: string | null }) {
  const list = useTerminals()
  const [dialog, setDialog] = useState<TerminalsDialog>(null)
  const [dialogErrors, setDialogErrors] = useState<string[]>([])
  const [saving, setSaving] = useState(false)

  const open = (next: TerminalsDialog) => {
    setDialogErrors([])
    setDialog(next)
  }
  /** Runs a change from a dialog: closed with a notice on success, open with the reasons if not. */
  const change = async (action: () => Promise<string>) => {
    setSaving(true)
    try {
      const said = await action()
      open(null)
      notify({ severity: 'success', text: said })
      await list.mutate()
    } catch (error) {
      setDialogErrors(messagesOf(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <TerminalsScreen
      status={list.error ? 'error' : list.data ? 'ready' : 'loading'}
      error={list.error ? messageOf(list.error, 'The card terminals could not be loaded.') : null}
      terminals={list.data?.terminals ?? []}
      adapter={list.data?.adapter ?? 'simulator'}
      timeZone={timeZone}
      dialog={dialog}
      dialogErrors={dialogErrors}
      saving={saving}
      onOpen={open}
      onPair={(pairing) =>
        void change(async () => {
          const paired = await pairTerminal(pairing)
          return `Kiosk ${paired.kiosk_code} is paired with “${paired.label}”.`
        })
      }
      onUnpair={(terminal) =>
        void change(async () => {
          await unpairTerminal(terminal.kiosk_code)
          return `Kiosk ${terminal.kiosk_code} is unpaired from “${terminal.label}”.`
        })
      }
      onRetry={() => void list.mutate()}
    />
  )
}
