import type { Order } from '../../../domain/contract/order'
import type { OrderItem } from '../../../domain/contract/orderItem'
import { displayOrderNumber } from '../../../domain/orderNumber'
import {
  saleReceiptInput,
  upgradeReceiptInput,
  type PostedStock,
} from '../../../domain/receipt/fromOrder'
import { saleReceipt, upgradeReceipt, type Receipt } from '../../../domain/receipt/receipt'
import type { MailMessage } from './mailer'
import { receiptHtml, receiptText } from './receiptTemplate'

const mail = (receipt: Receipt, to: string, subject: string): MailMessage => ({
  to,
  subject,
  text: receiptText(receipt),
  html: receiptHtml(receipt),
})

export function orderConfirmation(
  order: Order,
  universityName: string,
  to: string,
  posted: PostedStock,
): MailMessage {
  return mail(
    saleReceipt(saleReceiptInput(order, universityName, posted)),
    to,
    `Your order ${displayOrderNumber(order.id)} – ${universityName}`,
  )
}

export function upgradeConfirmation(
  order: Order,
  upgraded: OrderItem,
  universityName: string,
  to: string,
  posted: PostedStock,
): MailMessage {
  return mail(
    upgradeReceipt(upgradeReceiptInput(order, upgraded, universityName, posted, new Date())),
    to,
    `Your upgrade on order ${displayOrderNumber(order.id)} – ${universityName}`,
  )
}
