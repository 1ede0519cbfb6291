import type { Order } from '../../../domain/contract/order'
import type { DeepReadonly } from '../../../domain/readonly'
import { saleReceiptInput } from '../../../domain/receipt/fromOrder'
import { saleReceipt, type Receipt } from '../../../domain/receipt/receipt'
import { stockRequiresAddress } from '../../../domain/sale/address'
import type { CartLine, CartStock } from '../../../domain/sale/cart'
import { session } from '../../stores/session'

/**
 * The receipt the question is about: the saved order's (which stocks are posted is read from the
 * cart just sold), or the one made when the sale was kept offline.
 */
export function saleOnScreenReceipt(
  order: DeepReadonly<Order> | null,
  queued: DeepReadonly<{ receipt: Receipt }> | null,
  cart: DeepReadonly<CartLine<CartStock>[]>,
): DeepReadonly<Receipt> | null {
  if (order) {
    const posted = (stockId: number) =>
      cart.some((line) => line.stock.id === stockId && stockRequiresAddress(line.stock))
    return saleReceipt(saleReceiptInput(order, session.universityName, posted))
  }
  return queued?.receipt ?? null
}
