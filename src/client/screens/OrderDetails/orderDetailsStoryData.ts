import { fn } from 'storybook/test'
import { stocks } from '../../../../stories/fixtures/catalogue'
import { pushedOrder } from '../../../../stories/fixtures/people'

export const frame = pushedOrder.order_items[0]!
export const bear = pushedOrder.order_items[1]!

/** The day the stories take as today: the fixtures' orders are of this day. */
export const TODAY = '2026-11-01'

/** Avery's pushed order with the whole catalogue, every action a spy. */
export const orderDetailsArgs = {
  order: pushedOrder,
  stocks,
  today: TODAY,
  onSendConfirmation: fn(),
  onRedeem: fn(),
  onUpgrade: fn(),
  onVoid: fn(),
  onRefund: fn(),
}
