import type { CatalogueStock } from '../../../domain/contract/stock'
import { isPlaceholderEmail } from '../../../domain/sale/customer'
import { toCents } from '../../../domain/sale/money'
import { saleEmail, type SaleInput } from '../../../domain/sale/payload'
import type { PaymentSummary } from '../../screens/PaymentType/PaymentTypeScreen'

type SummarySale = Pick<SaleInput, 'mode' | 'customer' | 'shipping'> & {
  cart: readonly {
    stock: Pick<CatalogueStock, 'name' | 'price'>
    qty: number
    colour: { name: string } | null
  }[]
  receiptEmail: string | null
}

/** Who the sale is for, as the payment screen names them. */
export function customerLabel(sale: SummarySale): string {
  if (sale.mode === 'stage') return 'Stage sale'
  const person = sale.shipping ?? sale.customer
  if (!sale.customer || !person?.name || person.name === 'POS') return 'Express checkout'
  const name = `${person.name} ${person.lastname}`.trim()
  return sale.customer.student_id
    ? `${name} · Student ID ${sale.customer.student_id}`
    : `${name} · New customer`
}

/** The address YES sends the receipt to: as edited on the payment screen, else the sale's own. */
export function receiptAddress(sale: SummarySale): string {
  if (sale.receiptEmail !== null) return sale.receiptEmail
  const email = saleEmail(sale)
  return isPlaceholderEmail(email) ? '' : email
}

export function paymentSummary(
  sale: SummarySale,
  onReceiptEmailChange: (email: string) => void,
): PaymentSummary {
  const stage = sale.mode === 'stage'
  return {
    customer: customerLabel(sale),
    lines: sale.cart.map((line) => ({
      label: line.colour ? `${line.stock.name} (${line.colour.name})` : line.stock.name,
      qty: line.qty,
      totalCents: toCents(line.stock.price) * line.qty,
    })),
    ...(stage ? {} : { receiptEmail: receiptAddress(sale), onReceiptEmailChange }),
  }
}
