import { useSnapshot } from 'valtio'
import { cartTotal } from '../../../domain/sale/cart'
import { StaffPinDialog } from '../../dialogs/StaffPin/StaffPinDialog'
import { SaveFailedDialog } from '../../dialogs/SaveFailed/SaveFailedDialog'
import { TenderDialog } from '../../dialogs/Tender/TenderDialog'
import { closeTender, confirmTender } from '../../stores/payment'
import { closePin, payWithPin, pinLock } from '../../stores/pinPayment'
import { dismissSaveFailure, retrySave } from '../../stores/saveSale'
import { sale } from '../../stores/sale'
import { session } from '../../stores/session'

/** The dialogs of paying: cash tendered, the staff PIN, and a save that failed. */
export function PaymentDialogs({ paid }: { paid: () => void }) {
  const s = useSnapshot(sale)
  const lock = useSnapshot(pinLock)
  const kiosk = useSnapshot(session)
  return (
    <>
      <TenderDialog
        open={s.tender.open}
        totalCents={cartTotal(s.cart)}
        onConfirm={(cents) => void confirmTender(cents, paid)}
        onCancel={closeTender}
      />
      <SaveFailedDialog
        open={Boolean(s.saveFailure)}
        onRetry={() => void retrySave(paid)}
        onCancel={dismissSaveFailure}
      />
      <StaffPinDialog
        open={s.pin.open}
        error={s.pin.error}
        lockedUntil={lock.until}
        pinLength={kiosk.pinLength}
        onSubmit={(pin) => void payWithPin(pin, paid)}
        onCancel={closePin}
      />
    </>
  )
}
