import { fn } from 'storybook/test'
import { stocks } from '../../../../stories/fixtures/catalogue'
import { pushedOrder } from '../../../../stories/fixtures/people'

export const frame = pushedOrder.order_items[0]!
export const bear = pushedOrder.order_items[1]!

/** Avery's pushed order with the whole catalogue, every action a spy. */
export const orderDetailsArgs = {
  order: pushedOrder,
  stocks,
  onSendConfirmation: fn(),
  onRedeem: fn(),
  onUpgrade: fn(),
}
