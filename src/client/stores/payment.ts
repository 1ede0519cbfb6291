import type { PaymentType } from '../../domain/contract/upgrade'
import { MESSAGES } from '../../domain/messages'
import type { Cents } from '../../domain/sale/money'
import { sale } from './sale'
import { pay, type OnPaid } from './saveSale'
import { showAlert } from './ui'

/**
 * The payment taken (Cash with the cash handed over, already keyed in): the stage saves at once,
 * the general store asks for the staff PIN first.
 */
export async function choosePayment(
  type: PaymentType,
  tenderedCents: Cents | null,
  onPaid?: OnPaid,
): Promise<boolean> {
  if (!sale.ceremony) {
    void showAlert(MESSAGES.selectCeremony)
    return false
  }
  sale.paymentType = type
  sale.tenderedCents = type === 'Cash' ? tenderedCents : null
  if (sale.mode === 'stage') return pay(0, onPaid)
  sale.pin = { open: true, error: null }
  return false
}

/** The receipt address as corrected on the payment screen, before the receipt question. */
export function setReceiptEmail(email: string) {
  sale.receiptEmail = email
}
