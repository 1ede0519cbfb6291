import type {
  KioskTerminal,
  TerminalAttempt,
  TerminalPaymentBody,
} from '../../domain/contract/terminal'
import useSWR from 'swr'
import { withKeptCopy } from '../offline/keptData'
import { api, request, tenantPath } from '../transport/http'

/** How often the kiosk asks after an attempt while the terminal works or is being asked. */
export const POLL_MS = 700

export const kioskTerminalKey = () => tenantPath('/terminal')

/**
 * The terminal paired with this kiosk, and the kiosk's short code for pairing; offline, the
 * answer kept last time. Quiet: the menu shows it in passing, never with a spinner.
 */
export function kioskTerminal(): Promise<KioskTerminal> {
  return withKeptCopy(kioskTerminalKey(), () =>
    api.get<KioskTerminal>('/terminal', { quiet: true }),
  )
}

/**
 * Asked each time the menu is shown: a manager may have paired the kiosk since. Not asked when
 * `ask` is false (the menu taking up a new build).
 */
export function useKioskTerminal(ask = true) {
  return useSWR(ask ? kioskTerminalKey() : null, kioskTerminal, { revalidateOnFocus: false })
}

/**
 * Sends the amount to the terminal. The key is made once per payment and sent again on every
 * retry, so an answer lost on the way back answers the same attempt, never a second charge.
 */
export function startTerminalPayment(
  body: TerminalPaymentBody,
  idempotencyKey: string,
): Promise<TerminalAttempt> {
  return api.post<TerminalAttempt>('/terminal/payments', body, {
    'Idempotency-Key': idempotencyKey,
  })
}

/** Asked every POLL_MS while the terminal works: quiet, so the spinner does not cover the step. */
export function terminalAttempt(id: string): Promise<TerminalAttempt> {
  return api.get<TerminalAttempt>(`/terminal/payments/${encodeURIComponent(id)}`, { quiet: true })
}

export function cancelTerminalPayment(id: string): Promise<TerminalAttempt> {
  return request<TerminalAttempt>(
    'POST',
    tenantPath(`/terminal/payments/${encodeURIComponent(id)}/cancel`),
    { body: {}, quiet: true },
  )
}
