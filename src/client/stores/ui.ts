import { proxy, ref } from 'valtio'
import type { HttpEvents, RawResponse } from '../transport/http'

export interface AlertRequest {
  message: string
  close: () => void
}

export interface PromptRequest {
  title: string
  label: string
  defaultValue: string
  /** Why the last answer was refused, shown under the field; the prompt stays open. */
  error: string | null
  answer: (value: string | null) => void
}

/** What every screen shares: the spinner, the progress bar, alerts, prompts and raw-response overlay. */
export const ui = proxy({
  busy: 0,
  lastSuccessAt: 0,
  alerts: [] as AlertRequest[],
  prompt: null as PromptRequest | null,
  rawResponse: null as RawResponse | null,
})

export function beginActivity() {
  ui.busy += 1
}

/** A call that failed while others ran: the bar must not end in success for that batch. */
let failedInBatch = false

export function endActivity(ok: boolean) {
  ui.busy = Math.max(0, ui.busy - 1)
  if (!ok) {
    failedInBatch = true
    ui.lastSuccessAt = 0
  }
  if (ui.busy > 0) return
  if (ok && !failedInBatch) ui.lastSuccessAt = Date.now()
  failedInBatch = false
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
        ui.alerts = ui.alerts.filter((a) => a.close !== request.close)
        resolve()
      }) as () => void,
    }
    // The same words twice show once; whoever waited on the first copy is answered now.
    ui.alerts.find((a) => a.message === message)?.close()
    ui.alerts = [...ui.alerts, request]
  })
}

/** Asks the person at the kiosk for a line of text; null when they cancel. */
export function promptText(
  title: string,
  defaultValue = '',
  label = 'Email address',
  /** A problem with an answer keeps the prompt open with the problem under the field. */
  problemOf: (value: string) => string | null = () => null,
): Promise<string | null> {
  return new Promise((resolve) => {
    ui.prompt?.answer(null)
    ui.prompt = {
      title,
      label,
      defaultValue,
      error: null,
      answer: ref((value: string | null) => {
        const problem = value === null ? null : problemOf(value)
        if (problem && ui.prompt) {
          ui.prompt.error = problem
          return
        }
        ui.prompt = null
        resolve(value)
      }) as (value: string | null) => void,
    }
  })
}

/** Leaving for the menu (or a lapsed session) answers every open alert and prompt: no screen
 * behind them is waiting any more. */
export function dismissAll() {
  ui.prompt?.answer(null)
  for (const alert of [...ui.alerts]) alert.close()
}

export function showRawResponse(response: RawResponse) {
  ui.rawResponse = response
}

/** How the transport's calls reach the screen; main.tsx and Storybook give it to configureHttp. */
export const httpEvents: HttpEvents = {
  onActivityStart: beginActivity,
  onActivityEnd: endActivity,
  onRawResponse: showRawResponse,
}

export function resetUi() {
  ui.busy = 0
  ui.lastSuccessAt = 0
  ui.alerts = []
  ui.prompt = null
  ui.rawResponse = null
}
