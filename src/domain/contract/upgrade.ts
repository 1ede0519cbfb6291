import Type from 'typebox'
import { ColourSchema, MAX_ID } from './common'
import { Order } from './order'
import { OrderItem } from './orderItem'
import { Money } from './requests'

export const UpgradeTarget = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  colour: Type.Optional(Type.Union([ColourSchema, Type.Null()])),
})
export type UpgradeTarget = Type.Static<typeof UpgradeTarget>

/** Both namings the kiosk has used: fromOrderItemID/toStock and originalID/upgradedStock. */
export const UpgradeBody = Type.Object({
  fromOrderItemID: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
  originalID: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
  toStock: Type.Optional(UpgradeTarget),
  upgradedStock: Type.Optional(UpgradeTarget),
  type: Type.Union([Type.Literal('Cash'), Type.Literal('Eftpos')]),
  email: Type.Optional(Type.Union([Type.String({ maxLength: 254 }), Type.Null()])),
  /** Cash handed over for the difference, as a sale's: Cash only, at least the payable. */
  tendered: Type.Optional(Type.Union([Money, Type.Null()])),
  /** The operator confirmed an upgrade to an item whose count has none left, as for a sale. */
  sell_beyond_count: Type.Optional(Type.Boolean()),
  _token: Type.Optional(Type.String()),
})
export type UpgradeBody = Type.Static<typeof UpgradeBody>

export type PaymentType = UpgradeBody['type']

export const UpgradeAnswer = Type.Object({ upgraded: OrderItem, order: Order })
export type UpgradeAnswer = Type.Static<typeof UpgradeAnswer>
