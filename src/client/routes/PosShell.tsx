import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { useSnapshot } from 'valtio'
import { ProgressBar } from '../components/ProgressBar'
import { AlertDialog } from '../dialogs/Alert/AlertDialog'
import { RawResponseDialog } from '../dialogs/RawResponse/RawResponseDialog'
import { SessionExpiryDialog } from '../dialogs/SessionExpiry/SessionExpiryDialog'
import { SpinnerOverlay } from '../dialogs/Spinner/SpinnerOverlay'
import { endSale } from '../stores/sale'
import { session, startSessionTimer, stopSessionTimer, touchSessionTimer } from '../stores/session'
import { dismissAll, ui } from '../stores/ui'
import { useGo } from './navigation'
import { PATHS } from './paths'

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
      <AlertDialog message={alert?.message ?? null} onClose={() => alert?.close()} />
      {u.prompt && (
        <Suspense fallback={null}>
          <PromptDialog
            open
            title={u.prompt.title}
            label={u.prompt.label}
            defaultValue={u.prompt.defaultValue ?? ''}
            onAnswer={(value) => ui.prompt?.answer(value)}
          />
        </Suspense>
      )}
      <RawResponseDialog response={u.rawResponse} onClose={() => (ui.rawResponse = null)} />
    </>
  )
}

/**
 * The POS layout: on creation it empties the cart and goes to the menu; it restarts the session
 * timer on every touch and on every navigation except to the menu.
 */
export function PosShell({
  children,
  startAtMenu = true,
}: {
  children: ReactNode
  startAtMenu?: boolean
}) {
  const [location] = useLocation()
  const go = useGo()
  const s = useSnapshot(session)

  useEffect(() => {
    if (!startAtMenu) return
    endSale()
    go('menu', { replace: true })
  }, [startAtMenu, go])

  useEffect(() => {
    if (location !== PATHS.menu) startSessionTimer()
  }, [location])

  useEffect(() => {
    const onTouchEnd = () => touchSessionTimer()
    window.addEventListener('touchend', onTouchEnd, { passive: true })
    window.addEventListener('pointerup', onTouchEnd, { passive: true })
    return () => {
      window.removeEventListener('touchend', onTouchEnd)
      window.removeEventListener('pointerup', onTouchEnd)
    }
  }, [])

  const goHome = () => {
    stopSessionTimer()
    dismissAll()
    go('menu')
  }
  return (
    <>
      {children}
      <SessionExpiryDialog
        open={s.dialogOpen}
        onExtend={startSessionTimer}
        onGoHome={goHome}
        onExpire={() => {
          endSale()
          goHome()
        }}
      />
      <GlobalOverlays />
    </>
  )
}
