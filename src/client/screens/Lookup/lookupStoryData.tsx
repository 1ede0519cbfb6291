import type { ComponentProps } from 'react'
import { fn } from 'storybook/test'
import { stocks } from '../../../../stories/fixtures/catalogue'
import { expressSale, item, order, pushedOrder } from '../../../../stories/fixtures/people'
import { OrderDetails } from '../OrderDetails/OrderDetails'
import type { LookupScreen } from './LookupScreen'

/** The lookup's stories start from an empty search with no order chosen. */
export const lookupArgs = {
  initialSearch: { keyword: '', type: 'orderid', pre: true, pos: true },
  results: null,
  details: (
    <OrderDetails
      order={null}
      stocks={stocks}
      onSendConfirmation={fn()}
      onRedeem={fn()}
      onUpgrade={fn()}
      today="2026-11-01"
      onVoid={fn()}
      onRefund={fn()}
    />
  ),
  onSearch: fn(),
  onSeeOrder: fn(),
  onClose: fn(),
} satisfies Partial<ComponentProps<typeof LookupScreen>>

/** An express sale at the kiosk: no student, the placeholder customer. */
export const expressOrder = order(
  8,
  [item(12, 8, 'Graduation Bear'), item(13, 8, 'Graduation Posy')],
  expressSale,
)

/** Avery's pushed order, open beside the results. */
export const averyDetails = (
  <OrderDetails
    order={pushedOrder}
    stocks={stocks}
    onSendConfirmation={fn()}
    onRedeem={fn()}
    onUpgrade={fn()}
    today="2026-11-01"
    onVoid={fn()}
    onRefund={fn()}
  />
)

/** A broad search: forty of Avery's orders, newest first. */
export const manyOrders = Array.from({ length: 40 }, (_, i) => ({ ...pushedOrder, id: 100 - i }))
