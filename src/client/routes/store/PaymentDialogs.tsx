import { useSnapshot } from 'valtio'
import { StaffPinDialog } from '../../dialogs/StaffPin/StaffPinDialog'
import { SaveFailedDialog } from '../../dialogs/SaveFailed/SaveFailedDialog'
import { closePin, payWithPin, pinLock } from '../../stores/pinPayment'
import { dismissSaveFailure, retrySave } from '../../stores/saveSale'
import { sale } from '../../stores/sale'
import { session } from '../../stores/session'

/** The dialogs of paying: the staff PIN, and a save that failed. */
export function PaymentDialogs({ paid }: { paid: () => void }) {
  const s = useSnapshot(sale)
  const lock = useSnapshot(pinLock)
  const kiosk = useSnapshot(session)
  return (
    <>
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
