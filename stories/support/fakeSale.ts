import Value from 'typebox/value'
import type { Ceremony } from '../../src/domain/contract/ceremony'
import type { Order } from '../../src/domain/contract/order'
import type { OrderItem } from '../../src/domain/contract/orderItem'
import type { Stock } from '../../src/domain/contract/stock'
import { OrderPayload } from '../../src/domain/contract/requests'
import { isoDay } from '../../src/domain/dates'
import { MESSAGES } from '../../src/domain/messages'
import { saleRequiresAddress } from '../../src/domain/sale/address'
import { accepted, refused, type Checked } from '../../src/domain/sale/checked'
import { nameWithColour } from '../../src/domain/sale/colour'
import { centsToDollars } from '../../src/domain/sale/money'
import {
  readSentMoney,
  recordedAddress,
  recordedCustomer,
  totalProblems,
} from '../../src/domain/sale/orderCheck'
import { priceLines } from '../../src/domain/sale/orderLines'
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
 * An order saved by the same rules of the sale model the server applies (money, customer kinds,
 * priced lines, totals, address, PIN), so a story cannot show a sale the server would refuse.
 */
export function fakeSaveOrder(sent: unknown, ctx: FakeSaleContext): Checked<Order> {
  const schema = schemaCheck(sent)
  if (!schema.ok) return schema
  const payload = schema.value
  const money = readSentMoney(payload)
  if (!money.ok) return money
  if (payload.mode === 'normal' && !ctx.pinOperator) {
    return refused({
      pos_operator: ['A staff PIN is needed to save this order. Enter your PIN and try again.'],
    })
  }
  const ceremony = ctx.ceremonies.find((c) => c.id === payload.ceremony_id)
  if (!ceremony) return refused({ ceremony_id: [MESSAGES.selectCeremony] })
  const customer = recordedCustomer(payload)
  if (!customer.ok) return customer
  const lines = priceLines(payload.stocks, ctx.catalogue)
  if (!lines.ok) return lines
  const totalCents = lines.value.reduce((sum, line) => sum + line.amountCents, 0)
  const totals = totalProblems(money.value, totalCents)
  if (Object.keys(totals).length) return refused(totals)
  const address = recordedAddress(payload, saleRequiresAddress(payload.mode, lines.value))
  if (!address.ok) return address

  const person = customer.value
  const items: OrderItem[] = lines.value.map((line) => ({
    ...ctx.template.order_items[0]!,
    id: ctx.nextItemId(),
    order_id: ctx.orderId,
    customer_id: person.customerId ?? 0,
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
    customer_id: person.customerId ?? 0,
    ceremony_id: ceremony.id,
    type: payload.type,
    date: isoDay(),
    name: person.name,
    lastname: person.lastname,
    countrycode: person.countrycode,
    phone: person.phone,
    email: person.email,
    address: address.value,
    amount: centsToDollars(totalCents),
    paid: centsToDollars(totalCents),
    is_pos_order: true,
    pos_operator: payload.mode === 'stage' ? 0 : (ctx.pinOperator ?? 0),
    json: { mode: payload.mode },
    customer: null,
    ceremony: { id: ceremony.id, name: ceremony.name, date: ceremony.date },
    order_items: items,
  })
}
