import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { CardTerminalDialog } from '../dialogs/CardTerminal/CardTerminalDialog'
import { closeResumedCardPayment, resumeKeptCardPayment, resumed } from '../stores/cardResume'
import { useGo } from './navigation'
import { useCardStep } from './useCardStep'

/**
 * A card payment under way when the kiosk was reloaded: followed from the kiosk's start until the
 * terminal's true outcome shows. The sale or upgrade it paid for is gone from the screen, so a
 * decline or a cancel only closes: the next payment starts afresh.
 */
export function ResumedCardPayment() {
  const go = useGo()
  const started = useRef(false)
  const r = useSnapshot(resumed)
  useEffect(() => {
    if (started.current) return
    started.current = true
    resumeKeptCardPayment(
      (mode) => go(mode === 'stage' ? 'stageConfirm' : 'confirm'),
      () => go('upgradeSuccess'),
    )
  }, [go])
  const card = useCardStep(closeResumedCardPayment, closeResumedCardPayment)
  if (!r.showing || !card) return null
  // The sale or upgrade is gone from the screen: no Try again or cash here, only Back.
  const { onTryAgain: _again, onPayCash: _cash, ...step } = card
  return <CardTerminalDialog title="Card payment" {...step} onBack={closeResumedCardPayment} />
}
