import Value from 'typebox/value'
import type { Ceremony } from '../../src/domain/contract/ceremony'
import type { Order } from '../../src/domain/contract/order'
import type { OrderItem } from '../../src/domain/contract/orderItem'
import type { Stock } from '../../src/domain/contract/stock'
import { OrderPayload } from '../../src/domain/contract/requests'
import { isoDay } from '../../src/domain/dates'
import { accepted, refused, type Checked } from '../../src/domain/sale/checked'
import { checkSale } from '../../src/domain/sale/checkSale'
import { nameWithColour } from '../../src/domain/sale/colour'
import { centsToDollars } from '../../src/domain/sale/money'
import { itemTypeOfStock } from '../../src/domain/stockTypes'

export interface FakeSaleContext {
  catalogue: readonly Stock[]
  ceremonies: readonly Ceremony[]
  /** The operator of the PIN checked since the last normal-mode sale, as the server's session keeps it. */
  pinOperator: number | null
  orderId: number
  nextItemId: () => number
  /** The fields every order answer carries that a sale does not decide. */
  template: Order
}

/** The schema the server validates with; its first error is enough for a story. */
function schemaCheck(sent: unknown): Checked<OrderPayload> {
  if (Value.Check(OrderPayload, sent)) return accepted(sent)
  const error = [...Value.Errors(OrderPayload, sent)][0]
  const field = error?.instancePath.split('/').filter(Boolean).join('.') || 'body'
  return refused({ [field]: [`The ${field} field is invalid.`] })
}

/**
 * An order saved by the server's own sale check (checkSale), so a story cannot show a sale the
 * server would refuse, nor word a refusal differently. The fake's PIN check does not expire.
 */
export function fakeSaveOrder(sent: unknown, ctx: FakeSaleContext): Checked<Order> {
  const schema = schemaCheck(sent)
  if (!schema.ok) return schema
  const payload = schema.value
  const now = Date.now()
  const sale = checkSale(payload, {
    catalogue: ctx.catalogue,
    ceremony: ctx.ceremonies.find((c) => c.id === payload.ceremony_id) ?? null,
    customerFound: true,
    operator: { pin: { operator: ctx.pinOperator, at: now }, offline: null },
    now,
  })
  if (!sale.ok) return sale
  const { customer, ceremony, lines, totalCents, address, operator, tender } = sale.value

  const items: OrderItem[] = lines.map((line) => ({
    ...ctx.template.order_items[0]!,
    id: ctx.nextItemId(),
    order_id: ctx.orderId,
    customer_id: customer.customerId ?? 0,
    stock_id: line.stock.id,
    name: nameWithColour(line.stock.type, line.stock.name, line.colour),
    type: itemTypeOfStock(line.stock.type),
    qty: line.qty,
    amount: centsToDollars(line.amountCents),
    status: 'Open',
    status_ts: null,
    json: line.colour ? { colour: line.colour } : {},
    rev: 1,
    created_at: new Date().toISOString(),
    updated_at: null,
  }))
  return accepted({
    ...ctx.template,
    id: ctx.orderId,
    customer_id: customer.customerId ?? 0,
    ceremony_id: ceremony.id,
    type: payload.type,
    date: isoDay(),
    name: customer.name,
    lastname: customer.lastname,
    countrycode: customer.countrycode,
    phone: customer.phone,
    email: customer.email,
    address,
    amount: centsToDollars(totalCents),
    paid: centsToDollars(totalCents),
    // As the server answers: the cash handed over and the change, for Order Confirmed to repeat.
    tendered: tender ? centsToDollars(tender.tendered) : null,
    change: tender ? centsToDollars(tender.change) : null,
    is_pos_order: true,
    pos_operator: operator,
    json: { mode: payload.mode },
    customer: null,
    ceremony: { id: ceremony.id, name: ceremony.name, date: ceremony.date },
    order_items: items,
  })
}
