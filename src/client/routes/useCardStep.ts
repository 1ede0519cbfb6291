import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import type { CardTerminalStepProps } from '../components/CardTerminalStep'
import { cancelCardPayment, closeCardPayment, terminal } from '../stores/terminal'

/**
 * The terminal step's props while a card payment is under way on this screen, else null. A step
 * left declined or cancelled is closed when the screen goes, so the next payment starts clean.
 */
export function useCardStep(
  onTryAgain: () => void,
  onPayCash: () => void,
  cashLabel?: string,
): CardTerminalStepProps | null {
  const t = useSnapshot(terminal)
  useEffect(
    () => () => {
      if (terminal.step === 'declined' || terminal.step === 'cancelled') closeCardPayment()
    },
    [],
  )
  if (!t.step) return null
  return {
    state: t.step,
    amountCents: t.amountCents,
    display: t.display,
    reason: t.reason,
    cut: t.cut,
    cancelling: t.cancelling,
    ...(cashLabel ? { cashLabel } : {}),
    onCancel: () => void cancelCardPayment(),
    onTryAgain,
    onPayCash,
  }
}
