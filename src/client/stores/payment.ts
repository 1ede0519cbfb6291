import type { PaymentType } from '../../domain/contract/upgrade'
import { MESSAGES } from '../../domain/messages'
import { centsToDollars, type Cents } from '../../domain/sale/money'
import { buildOrderPayload, type SaleInput } from '../../domain/sale/payload'
import { ApiError, messageOf } from '../api/http'
import { saveOrder } from '../api/orders'
import { checkPin } from '../api/pin'
import { isOffline, payOffline } from './payOffline'
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

/** A cash sale carries the cash handed over, so the order records the change given. */
function withTender<T extends { type: string }>(payload: T): T & { tendered?: number } {
  const cents = sale.tender.tenderedCents
  return payload.type === 'Order#Cash' && cents !== null
    ? { ...payload, tendered: centsToDollars(cents) }
    : payload
}

/** Called as soon as the order is in the store, before anything re-renders: navigation goes here. */
export type OnPaid = () => void

/**
 * Saves the sale under the one Idempotency-Key it ever uses; true once the order is in the store.
 * A sale already saved (Back from its confirmation) is never paid for twice.
 */
export async function pay(operatorId: number, onPaid?: OnPaid, pin?: string): Promise<boolean> {
  if (saving || sale.order || sale.queued) return false
  saving = true
  try {
    if (isOffline()) return await payOffline(pin ?? null, sale.tender.tenderedCents, onPaid)
    const payload = withTender(buildOrderPayload(sale as SaleInput, operatorId))
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
    // The network went during the save: the sale is kept on the kiosk under the same key, so
    // had the server got it after all, sending it again gives back that one order.
    if (error instanceof ApiError && error.status === 0 && isOffline()) {
      return await payOffline(pin ?? null, sale.tender.tenderedCents, onPaid)
    }
    if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) {
      // Nothing readable to say but what happened to the sale; TRY AGAIN reuses the key.
      sale.saveFailure = { operatorId }
    } else {
      void showAlert(
        error instanceof ApiError ? messageOf(error, MESSAGES.saveFailed) : MESSAGES.saveThrew,
      )
    }
    return false
  } finally {
    saving = false
  }
}

/** TRY AGAIN after a failed save: the same sale, the same operator, the same Idempotency-Key. */
export async function retrySave(onPaid?: OnPaid): Promise<boolean> {
  const failure = sale.saveFailure
  if (!failure) return false
  sale.saveFailure = null
  return pay(failure.operatorId, onPaid)
}

export function dismissSaveFailure() {
  sale.saveFailure = null
}

/** The stage saves as soon as the type is chosen; the general store asks for the staff PIN. */
export async function choosePayment(type: PaymentType, onPaid?: OnPaid): Promise<boolean> {
  if (!sale.ceremony) {
    void showAlert(MESSAGES.selectCeremony)
    return false
  }
  sale.paymentType = type
  // Cash first asks what was handed over; EFTPOS takes the total.
  sale.tender = { open: type === 'Cash', tenderedCents: null }
  if (type === 'Cash') return false
  return afterTender(onPaid)
}

/** The stage saves at once; the general store asks for the staff PIN. */
function afterTender(onPaid?: OnPaid): Promise<boolean> | false {
  if (sale.mode === 'stage') return pay(0, onPaid)
  sale.pin = { open: true, error: null }
  return false
}

/** The cash handed over is entered (the change is on screen): on to the PIN or the save. */
export async function confirmTender(tenderedCents: Cents, onPaid?: OnPaid): Promise<boolean> {
  sale.tender = { open: false, tenderedCents }
  return afterTender(onPaid)
}

/** The receipt address as corrected on the payment screen, before the receipt question. */
export function setReceiptEmail(email: string) {
  sale.receiptEmail = email
}

export function closeTender() {
  sale.tender = { open: false, tenderedCents: null }
}

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
    if (error instanceof ApiError && error.status === 429) return refusePin(error.message)
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
