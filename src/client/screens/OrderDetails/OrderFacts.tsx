import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { Order } from '../../../domain/contract/order'
import { ORDER_VOID, voidRefusal } from '../../../domain/corrections/corrections'
import { formatDate } from '../../../domain/dates'
import { displayOrderNumber } from '../../../domain/orderNumber'
import type { DeepReadonly } from '../../../domain/readonly'
import { Fact } from './Fact'
import { StatusChip } from './StatusChip'

interface OrderFactsProps {
  order: DeepReadonly<Order>
  busy?: boolean
  today: string
  onSendConfirmation: () => void
  onVoid: () => void
}

/**
 * The order's date, number and customer, with the button that mails its confirmation and, on a
 * sale the server would let be voided (the same rule), the one that voids it.
 */
export function OrderFacts({ order, busy, today, onSendConfirmation, onVoid }: OrderFactsProps) {
  const voidable = voidRefusal(order, order.order_items, today) === null
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-end' }}>
      <Fact label="Order Date" value={formatDate(order.date)} />
      <Fact label="Order ID" value={displayOrderNumber(order.id)} />
      <Fact label="Customer" value={`${order.name} ${order.lastname}`} />
      {order.status === ORDER_VOID && <StatusChip status="Void" />}
      <Box sx={{ ml: 'auto', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {voidable && (
          <Button variant="outlined" color="error" disabled={busy} onClick={onVoid}>
            Void sale
          </Button>
        )}
        <Button variant="outlined" disabled={busy} onClick={onSendConfirmation}>
          Send Order Confirmation
        </Button>
      </Box>
    </Box>
  )
}
