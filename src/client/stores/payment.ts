import type { PaymentType } from '../../domain/contract/upgrade'
import { MESSAGES } from '../../domain/messages'
import type { Cents } from '../../domain/sale/money'
import { sale } from './sale'
import { pay, type OnPaid } from './saveSale'
import { showAlert } from './ui'

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
