import { proxy, ref } from 'valtio'

export interface AlertRequest {
  message: string
  close: () => void
}

export interface PromptRequest {
  title: string
  label: string
  defaultValue: string
  answer: (value: string | null) => void
}

export interface RawResponse {
  status: number
  url: string
  body: string
}

/** What every screen shares: the spinner, the progress bar, alerts, prompts and raw-response overlay. */
export const ui = proxy({
  busy: 0,
  busySince: 0,
  lastSuccessAt: 0,
  alerts: [] as AlertRequest[],
  prompt: null as PromptRequest | null,
  rawResponse: null as RawResponse | null,
})

export function beginActivity() {
  if (ui.busy === 0) ui.busySince = Date.now()
  ui.busy += 1
}

export function endActivity(ok: boolean) {
  ui.busy = Math.max(0, ui.busy - 1)
  if (ok && ui.busy === 0) ui.lastSuccessAt = Date.now()
}

export function hideSpinner() {
  ui.busy = 0
}

/** An in-app alert (a kiosk has no use for the browser's own); resolves when it is dismissed. */
export function showAlert(message: string): Promise<void> {
  return new Promise((resolve) => {
    const request: AlertRequest = {
      message,
      close: ref(() => {
        ui.alerts = ui.alerts.filter((a) => a.message !== message)
        resolve()
      }) as () => void,
    }
    ui.alerts = [...ui.alerts.filter((a) => a.message !== message), request]
  })
}

/** Asks the person at the kiosk for a line of text; null when they cancel. */
export function promptText(
  title: string,
  defaultValue = '',
  label = 'Email address',
): Promise<string | null> {
  return new Promise((resolve) => {
    ui.prompt?.answer(null)
    ui.prompt = {
      title,
      label,
      defaultValue,
      answer: ref((value: string | null) => {
        ui.prompt = null
        resolve(value)
      }) as (value: string | null) => void,
    }
  })
}

export function showRawResponse(response: RawResponse) {
  ui.rawResponse = response
}

export function resetUi() {
  ui.busy = 0
  ui.busySince = 0
  ui.lastSuccessAt = 0
  ui.alerts = []
  ui.prompt = null
  ui.rawResponse = null
}
