import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { ProgressBar } from '../components/ProgressBar'
import { SpinnerOverlay } from '../dialogs/Spinner/SpinnerOverlay'
import { ui } from '../stores/ui'
import { AlertDialog, RawResponseDialog } from './lazyShell'

// Text fields are not on the menu: the prompt's code loads the first time something is asked.
const PromptDialog = lazy(() =>
  import('../dialogs/Prompt/PromptDialog').then((m) => ({ default: m.PromptDialog })),
)

/** The dialogs and overlays every screen shares: session expiry, spinner, progress, alerts, prompts. */
export function GlobalOverlays() {
  const u = useSnapshot(ui)
  const alert = u.alerts[0]
  return (
    <>
      <ProgressBar busy={u.busy > 0} lastSuccessAt={u.lastSuccessAt} />
      <SpinnerOverlay open={u.busy > 0} />
      <Suspense fallback={null}>
        <AlertDialog message={alert?.message ?? null} onClose={() => alert?.close()} />
        <RawResponseDialog response={u.rawResponse} onClose={() => (ui.rawResponse = null)} />
      </Suspense>
      {u.prompt && (
        <Suspense fallback={null}>
          <PromptDialog
            open
            title={u.prompt.title}
            label={u.prompt.label}
            defaultValue={u.prompt.defaultValue ?? ''}
            error={u.prompt.error ?? null}
            onAnswer={(value) => ui.prompt?.answer(value)}
          />
        </Suspense>
      )}
    </>
  )
}
