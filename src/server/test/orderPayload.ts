import type { Stock } from '../../domain/contract/stock'
import type { OrderPayload } from '../../domain/contract/requests'
import { centsToDollars, toCents } from '../../domain/sale/money'

export interface Line {
  /** Only the id and price matter to a payload. */
  stock: Pick<Stock, 'id' | 'price'>
  qty?: number
  colour?: { name: string; value: string } | null
}

/** A save-order payload whose amount is the catalogue total, as the kiosk sends it. */
export function orderPayload(
  ceremonyId: number,
  lines: Line[],
  overrides: Partial<OrderPayload> = {},
): OrderPayload {
  const totalCents = lines.reduce((sum, l) => sum + toCents(l.stock.price) * (l.qty ?? 1), 0)
  return {
    type: 'Order#Cash',
    mode: 'stage',
    customer_id: 0,
    ceremony_id: ceremonyId,
    name: '',
    lastname: '',
    countrycode: '61',
    phone: '',
    email: '',
    amount: centsToDollars(totalCents),
    paid: centsToDollars(totalCents),
    address: null,
    stocks: lines.map((l) => ({
      id: l.stock.id,
      qty: l.qty ?? 1,
      ...(l.colour ? { colour: l.colour } : {}),
    })),
    ...overrides,
  }
}
