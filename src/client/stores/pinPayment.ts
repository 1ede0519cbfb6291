import { proxy } from 'valtio'
import { MESSAGES } from '../../domain/messages'
import { ApiError, messageOf } from '../transport/apiError'
import { checkPin } from '../api/pin'
import { isOffline } from './payOffline'
import { sale } from './sale'
import { pay, type OnPaid } from './saveSale'

/** When this kiosk's PIN lockout ends (ms since the epoch), as the server last said; kept across sales. */
export const pinLock = proxy({ until: null as number | null })

// The spinner covers taps while a check runs; this also stops a key press or a late answer from
// starting a second check.
let checking = false

function refusePin(message: string): false {
  sale.pin.error = message
  return false
}

/** The PIN names the staff member who made the sale; a PIN that passes pays at once. */
export async function payWithPin(pin: string, onPaid?: OnPaid): Promise<boolean> {
  if (!pin) return refusePin(MESSAGES.pinInvalid)
  if (checking) return false
  // Offline, the PIN is sealed with the sale and checked by the server when it is sent.
  if (isOffline()) {
    if (!/^[0-9]{4,8}$/.test(pin)) return refusePin(MESSAGES.pinInvalid)
    sale.pin.open = false
    return pay(0, onPaid, pin)
  }
  checking = true
  try {
    const answer = await checkPin(pin)
    if (!answer.pass || !answer.operator) return refusePin(MESSAGES.pinInvalid)
    sale.pin.open = false
    return await pay(answer.operator.id, onPaid, pin)
  } catch (error) {
    // Every reason the check failed (a lockout, no answer) is said under the PIN, in the pad
    // left open, rather than in an alert over it.
    if (error instanceof ApiError && error.status === 429) {
      pinLock.until = error.retryAfterMs ? Date.now() + error.retryAfterMs : null
      return refusePin(error.message)
    }
    if (error instanceof ApiError && error.status === 0 && isOffline()) {
      sale.pin.open = false
      checking = false
      return pay(0, onPaid, pin)
    }
    return refusePin(messageOf(error, MESSAGES.confirmationFailed))
  } finally {
    checking = false
  }
}

export function closePin() {
  sale.pin.open = false
}
