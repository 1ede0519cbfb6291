import { refreshStockCounts } from '../api/stockCounts'
import { MESSAGES } from '../../domain/messages'
import { centsToDollars } from '../../domain/sale/money'
import { buildOrderPayload, type SaleInput } from '../../domain/sale/payload'
import { ApiError, messageOf } from '../transport/apiError'
import { saveOrder } from '../api/orders'
import { payByCard } from './cardSale'
import { isOffline, payOffline } from './payOffline'
import { newKey } from './requestKey'
import { sale } from './sale'
import { showAlert } from './ui'

// The spinner covers taps while a save runs; this also stops a key press or a late answer from
// starting a second save.
let saving = false

/** A cash sale carries the cash handed over, so the order records the change given. */
function withTender<T extends { type: string }>(payload: T): T & { tendered?: number } {
  const cents = sale.tenderedCents
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
    if (isOffline()) return await payOffline(pin ?? null, sale.tenderedCents, onPaid)
    // Online, EFTPOS goes through the kiosk's terminal; offline it stays the standalone flow.
    if (sale.paymentType === 'Eftpos') return await payByCard(operatorId, onPaid)
    const payload = withTender(buildOrderPayload(sale as SaleInput, operatorId))
    sale.checkoutKey ??= newKey('sale')
    const order = await saveOrder(payload, sale.checkoutKey)
    if (!order) {
      void showAlert(MESSAGES.saveFalsy)
      return false
    }
    sale.order = order
    refreshStockCounts()
    onPaid?.()
    return true
  } catch (error) {
    // The network went during the save: the sale is kept on the kiosk under the same key, so
    // had the server got it after all, sending it again gives back that one order.
    if (error instanceof ApiError && error.status === 0 && isOffline()) {
      return await payOffline(pin ?? null, sale.tenderedCents, onPaid)
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
