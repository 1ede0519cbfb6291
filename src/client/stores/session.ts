import { proxy } from 'valtio'
import type { BootData } from '../../domain/contract/boot'

/** The session dialog appears after 5 idle minutes (docs/spec/product-spec.md §9). */
export const SESSION_DIALOG_MS = 300_000

export const session = proxy({
  tenant: '',
  universityName: '',
  user: null as BootData['user'],
  version: '',
  reportsUrl: '',
  webkioskUrl: '',
  /** The server's public key an offline sale's PIN is sealed with. */
  offlineKey: '',
  /** A staff PIN's length when every PIN has one: the pad submits a PIN that long by itself. */
  pinLength: null as number | null,
  /** The university's time zone (the server's TZ); null: the kiosk's own. */
  timeZone: null as string | null,
  dialogOpen: false,
  timerRunning: false,
})

let timer: ReturnType<typeof setTimeout> | null = null

export function initSession(boot: BootData) {
  session.tenant = boot.tenant ?? ''
  session.universityName = boot.universityName ?? ''
  session.user = boot.user
  session.version = boot.version
  session.reportsUrl = boot.reportsUrl ?? ''
  session.webkioskUrl = boot.webkioskUrl ?? ''
  session.offlineKey = boot.offlineKey ?? ''
  session.pinLength = boot.pinLength ?? null
  session.timeZone = boot.timeZone ?? null
}

/** Starting restarts the interval and hides the dialog. */
export function startSessionTimer() {
  if (timer) clearTimeout(timer)
  session.dialogOpen = false
  session.timerRunning = true
  timer = setTimeout(() => {
    timer = null
    session.dialogOpen = true
  }, SESSION_DIALOG_MS)
}

export function stopSessionTimer() {
  if (timer) clearTimeout(timer)
  timer = null
  session.timerRunning = false
  session.dialogOpen = false
}

/** A touch while the timer runs (and no dialog is up) counts as activity. */
export function touchSessionTimer() {
  if (session.timerRunning && !session.dialogOpen) startSessionTimer()
}

export function resetSession(boot?: BootData) {
  stopSessionTimer()
  if (boot) initSession(boot)
}

/** Every touch (or click) restarts the timer; answers how to stop listening. */
export function keepSessionOnTouch(): () => void {
  const onTouchEnd = () => touchSessionTimer()
  window.addEventListener('touchend', onTouchEnd, { passive: true })
  window.addEventListener('pointerup', onTouchEnd, { passive: true })
  return () => {
    window.removeEventListener('touchend', onTouchEnd)
    window.removeEventListener('pointerup', onTouchEnd)
  }
}
