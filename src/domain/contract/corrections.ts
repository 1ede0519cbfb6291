import Type from 'typebox'
import { Order } from './order'
import { OrderItem } from './orderItem'

/** A manager's PIN and the reason, which the audit line and the receipt keep. */
const Approval = {
  pin: Type.String({ minLength: 1, maxLength: 32 }),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
  _token: Type.Optional(Type.String()),
}

export const VoidBody = Type.Object(Approval)
export type VoidBody = Type.Static<typeof VoidBody>

export const RefundBody = Type.Object({
  ...Approval,
  type: Type.Union([Type.Literal('Cash'), Type.Literal('Eftpos')], {
    description: 'how the money is given back',
  }),
})
export type RefundBody = Type.Static<typeof RefundBody>

/** The refunded item, and its order as it now stands. */
export const RefundAnswer = Type.Object({ refunded: OrderItem, order: Order })
export type RefundAnswer = Type.Static<typeof RefundAnswer>
