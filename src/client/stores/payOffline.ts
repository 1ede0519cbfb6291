import { MESSAGES } from '../../domain/messages'
import { cartTotal } from '../../domain/sale/cart'
import { centsToDollars } from '../../domain/sale/money'
import { buildOrderPayload, type SaleInput } from '../../domain/sale/payload'
import { keptSaleReceiptInput } from '../../domain/receipt/beforeSave'
import { saleReceipt } from '../../domain/receipt/receipt'
import { pinSealer, type PinSealer } from '../offline/pinSeal'
import { enqueueSale, nextProvisionalNumber } from '../offline/queue'
import { showKeptSale, syncNow } from './offlineSync'
import { sale } from './sale'
import { session } from './session'
import { showAlert } from './ui'

let sealer: Promise<PinSealer> | null = null
function sealPin(pin: string): Promise<string> {
  sealer ??= pinSealer(session.offlineKey)
  sealer.catch(() => {
    sealer = null
  })
  return sealer.then((seal) => seal(pin))
}

export { isOffline } from '../offline/network'

/**
 * Keeps a sale paid offline on this kiosk: written to the queue (with its Idempotency-Key, the
 * whole payload, the sale time and the staff PIN sealed for the server) before the confirmation
 * shows its provisional number. The PIN is checked by the server when the sale is sent.
 */
export async function payOffline(
  pin: string | null,
  tenderedCents: number | null,
  onPaid?: () => void,
): Promise<boolean> {
  const totalCents = cartTotal(sale.cart)
  try {
    const number = await nextProvisionalNumber()
    const payload = buildOrderPayload(sale as SaleInput, 0)
    const key = (sale.checkoutKey ??= `sale-${crypto.getRandomValues(new Uint32Array(4)).join('')}`)
    const kept = await enqueueSale(
      {
        key,
        tenant: session.tenant,
        payload: {
          ...payload,
          ...(payload.type === 'Order#Cash' && tenderedCents !== null
            ? { tendered: centsToDollars(tenderedCents) }
            : {}),
          offline: {
            number,
            sold_at: new Date().toISOString(),
            ...(pin ? { pin: await sealPin(pin) } : {}),
          },
        },
        receiptEmail: null,
        summary: {
          customer: `${payload.name} ${payload.lastname}`.trim() || 'Express',
          totalCents,
          items: sale.cart.reduce((n, line) => n + line.qty, 0),
        },
      },
      number,
    )
    showKeptSale(kept)
    sale.queued = {
      key,
      number,
      totalCents,
      changeCents: tenderedCents === null ? null : tenderedCents - totalCents,
      receiptEmail: null,
      receipt: saleReceipt(
        keptSaleReceiptInput({
          universityName: session.universityName,
          offlineNumber: number,
          paymentType: payload.type,
          address: payload.address ?? null,
          ceremony: sale.ceremony?.name ?? null,
          cart: sale.cart,
          totalCents,
          date: new Date(),
        }),
      ),
    }
  } catch {
    void showAlert(MESSAGES.offlineSaveFailed)
    return false
  }
  onPaid?.()
  void syncNow()
  return true
}
