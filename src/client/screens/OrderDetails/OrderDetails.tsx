import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { Order } from '../../../domain/contract/order'
import type { CatalogueStock } from '../../../domain/contract/stock'
import type { DeepReadonly } from '../../../domain/readonly'
import { OrderBody } from './OrderBody'

export interface OrderDetailsProps {
  /** The order shown; null shows nothing. */
  order: DeepReadonly<Order> | null
  /** The catalogue: an item's picture and price are its stock's. */
  stocks: readonly DeepReadonly<CatalogueStock>[]
  /** True while a change to the order is being saved. */
  busy?: boolean
  /** SEND ORDER CONFIRMATION was tapped. */
  onSendConfirmation: () => void
  /** REDEEM was tapped on an item (its id). */
  onRedeem: (itemId: number) => void
  /** UPGRADE was tapped on an item (its id). */
  onUpgrade: (itemId: number) => void
  /** Today (YYYY-MM-DD): only a counter sale of today can be voided. */
  today: string
  /** Void sale, on a sale the rules let be voided; a manager approves it next. */
  onVoid: () => void
  /** Refund, on an item the customer holds; a manager approves it next. */
  onRefund: (itemId: number) => void
}

/** The right panel of the lookup: one order, its reference, and what can be done with each item. */
export function OrderDetails({ order, ...rest }: OrderDetailsProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="order-details-title"
      sx={{ p: 3, display: 'grid', gap: 2 }}
    >
      <Typography id="order-details-title" variant="h2">
        Order Details
      </Typography>
      {!order ? (
        <Typography color="text.secondary">
          Choose SEE ORDER on an order to see its items here.
        </Typography>
      ) : (
        <OrderBody order={order} {...rest} />
      )}
    </Paper>
  )
}
