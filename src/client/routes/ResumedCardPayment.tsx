import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { CardTerminalDialog } from '../dialogs/CardTerminal/CardTerminalDialog'
import {
  closeResumedCardPayment,
  payResumedInCash,
  resumeKeptCardPayment,
  resumed,
  retryResumedCardPayment,
} from '../stores/cardResume'
import { sale } from '../stores/sale'
import { useGo } from './navigation'
import { useCardStep } from './useCardStep'

/**
 * A card payment under way when the kiosk was reloaded: followed from the kiosk's start until the
 * terminal's true outcome shows. After a decline or a cancel, Try again sends the same payment
 * again, and Pay by cash brings the sale or the upgrade back to its payment on the cash pad.
 */
export function ResumedCardPayment() {
  const go = useGo()
  const started = useRef(false)
  const r = useSnapshot(resumed)
  useEffect(() => {
    if (started.current) return
    started.current = true
    resumeKeptCardPayment({
      onSale: (mode) => go(mode === 'stage' ? 'stageConfirm' : 'confirm'),
      onUpgrade: () => go('upgradeSuccess'),
    })
  }, [go])
  const payCash = () => {
    const purpose = payResumedInCash()
    if (purpose === 'sale') go(sale.mode === 'stage' ? 'stagePaymentType' : 'paymentType')
    if (purpose === 'upgrade') go('upgradePaymentType')
  }
  const card = useCardStep(retryResumedCardPayment, payCash)
  if (!r.showing || !card) return null
  // A refund's payment is not kept (its request holds a PIN): only Back.
  const { onTryAgain, onPayCash, ...step } = card
  const again = r.again ? { onTryAgain, onPayCash } : {}
  return (
    <CardTerminalDialog
      title="Card payment"
      {...step}
      {...again}
      onBack={closeResumedCardPayment}
    />
  )
}
