import type { PaymentType } from '../../domain/contract/requests'
import { MESSAGES } from '../../domain/messages'
import { buildOrderPayload, type SaleInput } from '../../domain/sale/payload'
import { ApiError, messageOf } from '../api/http'
import { saveOrder } from '../api/orders'
import { checkPin } from '../api/pin'
import { sale } from './sale'
import { showAlert } from './ui'

// The spinner covers taps while a call runs; these also stop a key press or a late answer from
// starting a second check or a second save.
let checking = false
let saving = false

/** Random enough to never repeat; crypto.randomUUID is missing on plain-http kiosks on a LAN. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `sale-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** Called as soon as the order is in the store, before anything re-renders: navigation goes here. */
export type OnPaid = () => void

/**
 * Saves the sale under the one Idempotency-Key it ever uses; true once the order is in the store.
 * A sale already saved (Back from its confirmation) is never paid for twice.
 */
export async function pay(operatorId: number, onPaid?: OnPaid): Promise<boolean> {
  if (saving || sale.order) return false
  saving = true
  try {
    const payload = buildOrderPayload(sale as SaleInput, operatorId)
    sale.checkoutKey ??= newKey()
    const order = await saveOrder(payload, sale.checkoutKey)
    if (!order) {
      void showAlert(MESSAGES.saveFalsy)
      return false
    }
    sale.order = order
    onPaid?.()
    return true
  } catch (error) {
    void showAlert(
      error instanceof ApiError ? messageOf(error, MESSAGES.saveFailed) : MESSAGES.saveThrew,
    )
    return false
  } finally {
    saving = false
  }
}

/** The stage saves as soon as the type is chosen; the general store asks for the staff PIN. */
export async function choosePayment(type: PaymentType, onPaid?: OnPaid): Promise<boolean> {
  if (!sale.ceremony) {
    void showAlert(MESSAGES.selectCeremony)
    return false
  }
  sale.paymentType = type
  if (sale.mode === 'stage') return pay(0, onPaid)
  sale.pin = { open: true, error: null }
  return false
}

function refusePin(message: string): false {
  sale.pin.error = message
  return false
}

/** The PIN names the staff member who made the sale; a PIN that passes pays at once. */
export async function payWithPin(pin: string, onPaid?: OnPaid): Promise<boolean> {
  if (!pin) return refusePin(MESSAGES.pinInvalid)
  if (checking) return false
  checking = true
  try {
    const answer = await checkPin(pin)
    if (!answer.pass || !answer.operator) return refusePin(MESSAGES.pinInvalid)
    sale.pin.open = false
    return await pay(answer.operator.id, onPaid)
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return refusePin(error.message)
    void showAlert(messageOf(error, MESSAGES.confirmationFailed))
    return false
  } finally {
    checking = false
  }
}

export function closePin() {
  sale.pin.open = false
}
