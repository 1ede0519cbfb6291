import { proxy } from 'valtio'
import type { TerminalAttempt, TerminalPaymentBody } from '../../domain/contract/terminal'
import {
  POLL_MS,
  cancelTerminalPayment,
  startTerminalPayment,
  terminalAttempt,
} from '../api/terminal'
import { ApiError } from '../transport/apiError'
import { newKey } from './requestKey'
import { forgetKeptAttempt, keepAttempt, type KeptPayment } from './terminalKept'

/** What the EFTPOS step shows; null while no card payment is under way. */
export type CardStep = 'waiting' | 'checking' | 'declined' | 'cancelled'

export const terminal = proxy({
  step: null as CardStep | null,
  purpose: 'sale' as TerminalAttempt['purpose'],
  amountCents: 0,
  /** The terminal's own display line, as it last said it. */
  display: null as string | null,
  /** Why the card was declined, in plain words. */
  reason: null as string | null,
  /** The kiosk cannot reach the server: it keeps asking until it can. */
  cut: false,
  cancelling: false,
})

export type CardOutcome = 'approved' | 'ended' | 'refused'

interface Run {
  request: TerminalPaymentBody
  key: string
  id: string | null
  onApproved: (attempt: TerminalAttempt) => void
  settle: (outcome: CardOutcome) => void
  cancelAsked: boolean
  /** A cancel is on its way to the server: the next poll does not send another. */
  cancelSending: boolean
  /** Kept with the attempt for the tab, so a reload can pay for it again. */
  payment: KeptPayment | undefined
}

// One payment attempt at a time; a run replaced or settled stops its polling at its next turn.
let run: Run | null = null

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** No answer, or a fault on the way: the attempt's true state is still to be learnt. */
function unanswered(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500
}

function settle(current: Run, outcome: CardOutcome) {
  if (run !== current) return
  run = null
  terminal.cancelling = false
  terminal.cut = false
  forgetKeptAttempt()
  current.settle(outcome)
}

/** Shows what the server says of the attempt; true once the outcome is known. */
function apply(current: Run, attempt: TerminalAttempt): boolean {
  if (run !== current) return true
  current.id = attempt.id
  terminal.cut = false
  terminal.display = attempt.display
  if (attempt.state === 'approved') {
    terminal.step = null
    settle(current, 'approved')
    current.onApproved(attempt)
    return true
  }
  // Once Cancel is asked, the terminal still working is not yet the outcome the kiosk waits for.
  terminal.step = current.cancelAsked && attempt.state === 'waiting' ? 'checking' : attempt.state
  if (attempt.state === 'declined' || attempt.state === 'cancelled') {
    terminal.reason = attempt.reason
    settle(current, 'ended')
    return true
  }
  return false
}

/** Asks after the attempt every POLL_MS until its outcome is known, through any network cut. */
async function follow(current: Run) {
  while (run === current) {
    await wait(POLL_MS)
    if (run !== current) return
    try {
      const attempt = current.id
        ? await terminalAttempt(current.id)
        : await startTerminalPayment(current.request, current.key)
      if (current.id === null) keepAttempt(attempt, current.key, current.payment)
      if (apply(current, attempt)) return
      if (current.cancelAsked && !current.cancelSending) await sendCancel(current)
    } catch (error) {
      if (!unanswered(error)) return refuse(current, error)
      terminal.cut = true
      terminal.step = 'checking'
    }
  }
}

function refuse(current: Run, error: unknown) {
  terminal.step = null
  settle(current, 'refused')
  refusal = error
}

/** Why the server refused the payment before asking the terminal (a 4xx, as the save's). */
export let refusal: unknown = null

function begin(
  request: TerminalPaymentBody,
  amountCents: number,
  onApproved: (attempt: TerminalAttempt) => void,
  payment: KeptPayment | undefined,
  id: string | null = null,
  key = newKey('card'),
): { current: Run; outcome: Promise<CardOutcome> } {
  if (run) settle(run, 'ended')
  let resolve!: (outcome: CardOutcome) => void
  const outcome = new Promise<CardOutcome>((r) => (resolve = r))
  const current: Run = {
    request,
    key,
    id,
    onApproved,
    settle: resolve,
    cancelAsked: false,
    cancelSending: false,
    payment,
  }
  run = current
  refusal = null
  Object.assign(terminal, {
    step: 'waiting',
    purpose: request.purpose,
    amountCents,
    display: null,
    reason: null,
    cut: false,
    cancelling: false,
  })
  return { current, outcome }
}

/**
 * Sends the amount to the kiosk's terminal and follows the attempt until it is approved
 * (`onApproved` then continues as the save would), declined or cancelled. A refusal before the
 * terminal was asked resolves 'refused' with `refusal` set. `payment` is kept with the attempt.
 */
export async function startCardPayment(
  request: TerminalPaymentBody,
  amountCents: number,
  onApproved: (attempt: TerminalAttempt) => void,
  payment?: KeptPayment,
): Promise<CardOutcome> {
  const { current, outcome } = begin(request, amountCents, onApproved, payment)
  try {
    const attempt = await startTerminalPayment(request, current.key)
    keepAttempt(attempt, current.key, payment)
    if (!apply(current, attempt)) {
      // Cancel was tapped while the start was on its way: the attempt now has an id to cancel.
      if (current.cancelAsked) await sendCancel(current)
      void follow(current)
    }
  } catch (error) {
    if (!unanswered(error)) refuse(current, error)
    else {
      // The server may have the attempt: the same key again tells which.
      terminal.cut = true
      terminal.step = 'checking'
      void follow(current)
    }
  }
  return outcome
}

/** Follows an attempt kept from before a reload until the kiosk knows how it ended. */
export function resumeCardPayment(
  attempt: { id: string; key: string; purpose: TerminalAttempt['purpose']; amountCents: number },
  onApproved: (attempt: TerminalAttempt) => void,
): Promise<CardOutcome> {
  // The request is never sent again: the attempt is known by its id.
  const request = { purpose: attempt.purpose } as TerminalPaymentBody
  const { current, outcome } = begin(
    request,
    attempt.amountCents,
    onApproved,
    undefined,
    attempt.id,
    attempt.key,
  )
  terminal.step = 'checking'
  void follow(current)
  return outcome
}

/** Try again after a decline or a cancel: the same payment as a new attempt, with a new key. */
export function retryCardPayment(
  request: TerminalPaymentBody,
  onApproved: (attempt: TerminalAttempt) => void,
  payment?: KeptPayment,
): Promise<CardOutcome> {
  return startCardPayment(request, terminal.amountCents, onApproved, payment)
}

/**
 * Cancel on the terminal; the truth wins: an attempt already approved continues as approved.
 * Before the server has answered the start, nothing is known to cancel and the server may still
 * have asked the terminal: the same start keeps being sent (the same key answers the same
 * attempt) and that attempt is cancelled once its id is known. Cash is never offered before the
 * outcome is known, so a card approved meanwhile is never charged twice.
 */
export async function cancelCardPayment(): Promise<void> {
  const current = run
  if (!current || terminal.cancelling) return
  current.cancelAsked = true
  terminal.cancelling = true
  if (!current.id) {
    terminal.step = 'checking'
    return
  }
  await sendCancel(current)
}

async function sendCancel(current: Run) {
  if (!current.id || current.cancelSending) return
  current.cancelSending = true
  terminal.cancelling = true
  try {
    apply(current, await cancelTerminalPayment(current.id))
  } catch (error) {
    // The next poll tells the attempt's state and sends the cancel again.
    if (unanswered(error) && run === current) terminal.cut = true
  } finally {
    current.cancelSending = false
    if (run === current) terminal.cancelling = false
  }
}

/** The step is left (Pay by cash, or the payment abandoned): nothing of it stays on screen. */
export function closeCardPayment() {
  if (run) settle(run, 'ended')
  Object.assign(terminal, {
    step: null,
    display: null,
    reason: null,
    cut: false,
    cancelling: false,
  })
}
